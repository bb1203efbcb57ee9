/**
 * The Lambda entry of the admin area (shared/api/admin.ts): the route groups' handlers, each in
 * its file beside this one, joined into one area handler.
 */
import { createAreaHandler } from '@functions/lib/http';
import { adminApi } from '@shared/api/admin';
import { cplHandlers } from './cpl';
import { ppkHandlers } from './ppk';
import { rubrikHandlers } from './rubrik';
import { universitasHandlers } from './universitas';

export const handler = createAreaHandler(adminApi, {
  ...universitasHandlers,
  ...rubrikHandlers,
  ...cplHandlers,
  ...ppkHandlers,
});
