/** CDK entry (cdk.json): `npx cdk synth -c stage=dev`, `npx cdk deploy -c stage=prod`. */
import { createSkpiApp } from './stacks/skpi-app';

createSkpiApp().app.synth();
