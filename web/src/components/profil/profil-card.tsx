/**
 * A student's profile card: photo, name, NIM, bio and social media links. Shown by the public
 * profile (/profile/{nim}, the name is the page's h1) and the student's dashboard (the name is an
 * h2 under the page title, with a settings button in `actions`).
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SEARCH_MSG } from '@shared/messages/search';
import type { ReactNode } from 'react';
import './profil.css';
import { SosmedLink } from './sosmed-link';

export interface ProfileCardStudent {
  nama: string;
  nim: string;
  bio: string | null;
  foto_profil: string | null;
}

export interface ProfileCardSosmed {
  jenis_sosmed: string;
  nama: string;
  link_sosmed: string;
}

function initials(nama: string): string {
  const parts = nama.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}` : (parts[0] ?? '').slice(0, 2)).toUpperCase();
}

export function ProfileCard({
  biodata,
  sosmed,
  nameLevel = 1,
  actions,
  details,
}: {
  biodata: ProfileCardStudent;
  sosmed: readonly ProfileCardSosmed[];
  /** The heading level of the name: 1 on a page of its own, 2 under a page title. */
  nameLevel?: 1 | 2;
  /** Buttons under the identity (the dashboard's settings button). */
  actions?: ReactNode;
  /** More of the identity under the NIM (the admins' preview card: the program). */
  details?: ReactNode;
}) {
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  const sub = nameLevel === 1 ? 'h2' : 'h3';
  return (
    <Container>
      <SpaceBetween size="l">
        <div className="profile-identity">
          {biodata.foto_profil ? (
            <img className="profile-photo" src={biodata.foto_profil} alt={SEARCH_MSG.photoAlt(biodata.nama)} width={128} height={128} />
          ) : (
            <div className="profile-photo profile-photo--initials" role="img" aria-label={SEARCH_MSG.photoAlt(biodata.nama)}>
              {initials(biodata.nama)}
            </div>
          )}
          <div className="profile-identity__text">
            <Name className="profile-name">{biodata.nama}</Name>
            <Box color="text-body-secondary">
              {SEARCH_MSG.nimLabel} {biodata.nim}
            </Box>
            {details}
          </div>
          {actions}
        </div>
        <section aria-labelledby="profile-about">
          <Box variant={sub} fontSize="heading-s" id="profile-about">
            {SEARCH_MSG.aboutMe}
          </Box>
          <Box variant="p" color={biodata.bio ? 'inherit' : 'text-body-secondary'}>
            <span className="profile-bio">{biodata.bio || SEARCH_MSG.noBio}</span>
          </Box>
        </section>
        <section aria-labelledby="profile-sosmed">
          <Box variant={sub} fontSize="heading-s" id="profile-sosmed">
            {SEARCH_MSG.socialMedia}
          </Box>
          {sosmed.length === 0 ? (
            <Box color="text-body-secondary">{SEARCH_MSG.noSocialMedia}</Box>
          ) : (
            <ul className="profile-sosmed">
              {sosmed.map((s) => (
                <li key={`${s.jenis_sosmed}-${s.link_sosmed}`}>
                  <Box variant="small" color="text-body-secondary">
                    {s.jenis_sosmed}
                  </Box>
                  <div>
                    <SosmedLink sosmed={s} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </SpaceBetween>
    </Container>
  );
}
