/** The shapes of the public pages' prose (content.ts, content-guide.ts, content-terms.ts). */
import type { IconProps } from '@cloudscape-design/components/icon';

export interface Step {
  icon: IconProps.Name;
  title: string;
  text: string;
}

export interface Term {
  term: string;
  description: string;
}

export interface Section {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** A numbered list of steps. */
  steps?: readonly string[];
  /** A bulleted list. */
  points?: readonly string[];
  /** A list of terms and their meaning. */
  terms?: readonly Term[];
}

export interface InfoContent {
  intro: string;
  sections: readonly Section[];
}

export interface FaqItem {
  question: string;
  answer: readonly string[];
}

export interface FaqContent {
  intro: string;
  items: readonly FaqItem[];
}
