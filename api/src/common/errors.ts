/**
 * Errors a caller can cause. Services throw these; REST answers `{ message, fieldErrors? }` with the status, and
 * GraphQL answers every one of them the same way (the one failure protocol, graphql/errors.ts): an error with
 * the message, `extensions.code` and the error's own `graphQLExtensions()` (e.g. `fieldErrors` for
 * BAD_USER_INPUT). No mutation answers a failure as data.
 */
export type FieldErrors = Record<string, string>;

/**
 * What a caller is told about an unexpected error (REST 500 and GraphQL INTERNAL_SERVER_ERROR), in every run mode:
 * the real message (a driver's carries SQL) goes to the server's log only.
 */
export const INTERNAL_ERROR_MESSAGE = 'Noe gikk galt. Prøv igjen senere.';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toJSON(): { message: string; fieldErrors?: FieldErrors } {
    return { message: this.message };
  }

  /** What a GraphQL client gets in `extensions` beside `code` and `status` (a subclass adds its details). */
  graphQLExtensions(): Record<string, unknown> {
    return {};
  }
}

/** 400: the input failed validation; `fieldErrors` maps a field name to its first message. */
export class ValidationFailed extends AppError {
  constructor(
    readonly fieldErrors: FieldErrors,
    message = 'Ugyldige opplysninger. Sjekk feltene og prøv igjen.',
  ) {
    super(400, message, 'BAD_USER_INPUT');
  }

  override toJSON() {
    return { message: this.message, fieldErrors: this.fieldErrors };
  }

  override graphQLExtensions() {
    return { fieldErrors: this.fieldErrors };
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Ugyldig forespørsel') {
    super(400, message, 'BAD_REQUEST');
  }
}

export class UnauthorizedError extends AppError {
  // The storefront recognises the session loss by "401" plus the word Unauthorized (customer-area.md §8).
  constructor(message = 'Unauthorized') {
    super(401, message, 'UNAUTHENTICATED');
  }
}

/** What a caller without access is told (a customer may see it in the storefront). */
export const FORBIDDEN_MESSAGE = 'Du har ikke tilgang til dette.';

export class ForbiddenError extends AppError {
  constructor(message = FORBIDDEN_MESSAGE) {
    super(403, message, 'FORBIDDEN');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Ikke funnet') {
    super(404, message, 'NOT_FOUND');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, 'CONFLICT');
  }
}

/** PostgreSQL unique_violation, whichever driver error wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505' || e.name === 'UniqueConstraintViolationException') return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

/** 429: a rate limit refused the request; the message says to wait. */
export class TooManyRequestsError extends AppError {
  constructor(message = 'For mange forespørsler. Vent litt og prøv igjen.') {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}

/**
 * 401: a staff sign-in step was refused (wrong password or code, an expired second step, too many attempts). Its
 * own code, not UNAUTHENTICATED: the console treats that one as a lost session. `extensions.reason`:
 * 'invalid-credentials', 'wrong-code', 'expired' or 'too-many-attempts'.
 */
export class SignInRefused extends AppError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(401, message, 'SIGN_IN_REFUSED');
  }

  override graphQLExtensions() {
    return { reason: this.reason };
  }
}
