import { createUnionType, Field, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@ObjectType({ description: 'The signed-in customer. Names come from the membership; null when there is none.' })
export class Viewer {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;
}

@ObjectType({
  description:
    'The request was accepted. The answer is the same whether or not the e-mail belongs to a member, so it reveals nothing.',
})
export class SignInLinkRequested {
  @Field()
  email!: string;

  @Field({ description: "Norwegian text to show: 'Hvis e-postadressen er registrert, …'" })
  message!: string;

  constructor(email: string, message: string) {
    this.email = email;
    this.message = message;
  }
}

export const RequestSignInLinkResult = createUnionType({
  name: 'RequestSignInLinkResult',
  types: () => [SignInLinkRequested, ValidationError] as const,
});

@ObjectType({ description: 'The signed-in staff member.' })
export class StaffViewer {
  @Field()
  username!: string;

  @Field({ description: "'staff' or 'admin'" })
  role!: string;

  constructor(username: string, role: string) {
    this.username = username;
    this.role = role;
  }
}

@ObjectType({ description: 'Signed in; the staff session cookie is set.' })
export class StaffSignedIn {
  @Field()
  username!: string;

  @Field({ description: "'staff' or 'admin'" })
  role!: string;

  constructor(username: string, role: string) {
    this.username = username;
    this.role = role;
  }
}

@ObjectType({ description: 'Sign-in refused. The message is deliberately vague (it never says which part was wrong).' })
export class InvalidCredentials {
  @Field()
  message!: string;

  constructor(message: string) {
    this.message = message;
  }
}

export const StaffSignInResult = createUnionType({
  name: 'StaffSignInResult',
  types: () => [StaffSignedIn, InvalidCredentials] as const,
});
