/** CDK entry (cdk.json): `npx cdk synth -c stage=dev`, `npx cdk deploy --all -c stage=prod`. */
import { createSkpiApp } from './stacks/skpi-app';
import { WebBuildRefused } from './web-build';

try {
  // cdk.json's build step has built the web app when it needed to; a stale or missing build is refused
  createSkpiApp({}, { requireWebBuild: true }).app.synth();
} catch (err) {
  if (!(err instanceof WebBuildRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
