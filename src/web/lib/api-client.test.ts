import { describe, expect, test } from 'bun:test';
import { ApiError, errorCode, errorMessage, errorStatus, serverMessage } from './api-client';

describe('errors of the API client', () => {
  test('an ApiError keeps the spec\'s "{status}: {body}" message and carries status, code and the server message', () => {
    const text = '{"message":"Invalid email or password","code":"INVALID_CREDENTIALS"}';
    const error = new ApiError(401, JSON.parse(text), text);
    expect(error.message).toBe(`401: ${text}`);
    expect(errorStatus(error)).toBe(401);
    expect(errorCode(error)).toBe('INVALID_CREDENTIALS');
    expect(serverMessage(error)).toBe('Invalid email or password');
  });

  test('no message: the fallback', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error', 'Internal Server Error'), 'Failed to reset password')).toBe('Failed to reset password');
    expect(errorMessage(new ApiError(400, { code: 'X' }, '{"code":"X"}'), 'Failed')).toBe('Failed');
  });

  test('a network failure has no status and no code', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorStatus(error)).toBeNull();
    expect(errorCode(error)).toBeNull();
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  test('a plain Error shaped like the old string contract is not parsed', () => {
    expect(errorStatus(new Error('401: {"message":"x"}'))).toBeNull();
  });
});
