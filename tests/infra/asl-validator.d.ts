// asl-validator ships no types; tests/infra/bulk-print.test.ts names the part it uses.
declare module 'asl-validator' {
  interface AslValidation {
    isValid: boolean;
    errorsText: (separator?: string) => string;
  }
  export default function aslValidator(definition: unknown, options?: { checkArn?: boolean; checkPaths?: boolean }): AslValidation;
}
