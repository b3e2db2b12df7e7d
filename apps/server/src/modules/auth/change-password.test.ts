import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, reloadUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();

describe('PUT /user/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(ctx);
    const here = await signedInClient(ctx, user);
    const elsewhere = await signedInClient(ctx, user);
    const response = await here.put('/user/password', {
      current_password: DEFAULT_PASSWORD,
      password: 'new and improved',
      password_confirmation: 'new and improved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been updated.' });
    expect((await here.get('/api/users/self')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/users/self')).statusCode).toBe(401);
    const login = await new TestClient(ctx.app, '203.0.113.7').post('/login', {
      email: user.email,
      password: 'new and improved',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const before = (await reloadUser(ctx, user.id)).passwordHash;
    const response = await client.put('/user/password', {
      current_password: 'not my password',
      password: 'new and improved',
      password_confirmation: 'new and improved',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: ['The provided password does not match your current password.'],
    });
    expect((await reloadUser(ctx, user.id)).passwordHash).toBe(before);
  });

  it('validates the new password', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.put('/user/password', {
      current_password: DEFAULT_PASSWORD,
      password: 'new and improved',
      password_confirmation: 'different',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['The password confirmation does not match.'] });
  });

  it('needs a signed-in user', async () => {
    const response = await new TestClient(ctx.app).put('/user/password', {});
    expect(response.statusCode).toBe(401);
  });
});
