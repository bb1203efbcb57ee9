import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per process; the area handler adds the area and the request id. */
export const logger = new Logger({
  serviceName: 'skpi',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
