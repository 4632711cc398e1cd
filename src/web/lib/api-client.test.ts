import { describe, expect, test } from 'bun:test';
import { errorMessage, errorStatus, serverMessage } from './api-client';

describe('errors of the API client', () => {
  test('the server message comes out of "{status}: {json}"', () => {
    const error = new Error('401: {"message":"Invalid email or password"}');
    expect(serverMessage(error)).toBe('Invalid email or password');
    expect(errorStatus(error)).toBe(401);
  });

  test('no message: the fallback', () => {
    expect(errorMessage(new Error('500: Internal Server Error'), 'Failed to reset password')).toBe('Failed to reset password');
    expect(errorMessage(new Error('400: {"code":"X"}'), 'Failed')).toBe('Failed');
  });

  test('a network failure has no status', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorStatus(error)).toBeNull();
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });
});
