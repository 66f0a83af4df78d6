/** A reason the server will not start that the person starting it can act on: main.ts prints the message alone. */
export class StartUpError extends Error {
  override name = 'StartUpError';
}
