// Thrown by the route guard when nobody can tell who is signed in (the server did not answer
// `GET /api/users/self`): the root error screen offers a reload instead of the login page.
export class SignedInUserUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Could not load the signed-in user', { cause });
    this.name = 'SignedInUserUnavailableError';
  }
}
