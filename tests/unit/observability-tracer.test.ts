/**
 * The X-Ray Tracer is loaded in Lambda only (functions/lib/observability.ts): elsewhere loading it
 * would install the X-Ray SDK's async hooks on every promise of the process for traces nobody
 * collects. In Lambda every AWS SDK client still gets its X-Ray middleware.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = process.env.AWS_EXECUTION_ENV;
afterEach(() => {
  if (saved === undefined) delete process.env.AWS_EXECUTION_ENV;
  else process.env.AWS_EXECUTION_ENV = saved;
  vi.resetModules();
});

const client = () => new DynamoDBClient({ region: 'ap-southeast-3' });
const xrayMiddleware = (c: DynamoDBClient) => c.middlewareStack.identify().filter((m) => m.startsWith('XRaySDKInstrumentation'));
/** cls-hooked keeps its namespaces on `process`; the X-Ray SDK's is created when the SDK loads. */
const xrayNamespace = () => (process as unknown as { namespaces?: Record<string, unknown> }).namespaces?.AWSXRay;

describe('traced', () => {
  it('outside Lambda: the client as it is, and the X-Ray SDK never loaded', async () => {
    delete process.env.AWS_EXECUTION_ENV;
    vi.resetModules();
    const { traced } = await import('@functions/lib/observability');
    const c = client();
    expect(traced(c)).toBe(c);
    expect(xrayMiddleware(c)).toEqual([]);
    expect(xrayNamespace()).toBeUndefined();
  });

  it('in Lambda: every call of the client is an X-Ray subsegment', async () => {
    process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs24.x';
    vi.resetModules();
    const { traced } = await import('@functions/lib/observability');
    const c = client();
    expect(traced(c)).toBe(c);
    expect(xrayMiddleware(c)).not.toEqual([]);
    expect(xrayNamespace()).toBeDefined();
  });
});
