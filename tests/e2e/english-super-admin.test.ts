/**
 * The super admin's pages in English, in a real browser at 1280 and 400 px: each demo account signs in through the
 * header with its browser in English and opens every page of its role in the route registry (the
 * one-time-code page on the way): `<html lang="en">`, a title without Indonesian, no common
 * Indonesian UI word outside user data, no sideways overflow and no serious axe finding. The same
 * pages in Indonesian stay clean for axe (tests/support/english-walk.ts). Screenshots:
 * tests/e2e/screenshots/english-<account>-*.png.
 */
import { walkRolesInBothLanguages } from '../support/english-walk';

walkRolesInBothLanguages(['superAdmin']);
