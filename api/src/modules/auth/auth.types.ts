import { Field, ObjectType } from 'type-graphql';

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
