import { Field, ObjectType } from 'type-graphql';
import { ValidationFailed } from '../common/errors.js';

@ObjectType({ description: 'One invalid field and its message (Norwegian, shown next to the field).' })
export class FieldError {
  @Field()
  field!: string;

  @Field()
  message!: string;

  constructor(field: string, message: string) {
    this.field = field;
    this.message = message;
  }
}

@ObjectType({ description: 'The input was rejected; nothing was stored.' })
export class ValidationError {
  @Field()
  message!: string;

  @Field(() => [FieldError])
  fieldErrors!: FieldError[];

  constructor(message: string, fieldErrors: FieldError[]) {
    this.message = message;
    this.fieldErrors = fieldErrors;
  }

  static from(error: ValidationFailed): ValidationError {
    return new ValidationError(
      error.message,
      Object.entries(error.fieldErrors).map(([field, message]) => new FieldError(field, message)),
    );
  }
}

/**
 * Runs a service call and returns its mapped result, or a ValidationError union member when the service
 * rejected the input. Anything else is rethrown (and becomes a GraphQL error with a code).
 */
export async function orValidationError<T, R>(
  call: () => Promise<T>,
  map: (value: T) => R,
): Promise<R | ValidationError> {
  try {
    return map(await call());
  } catch (error) {
    if (error instanceof ValidationFailed) return ValidationError.from(error);
    throw error;
  }
}
