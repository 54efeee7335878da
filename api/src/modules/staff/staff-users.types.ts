import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: 'A staff user (admin §13, `Ansatte`). The password is never exposed.' })
export class StaffUser {
  @Field(() => ID) id!: number;
  @Field() username!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field({ description: "'staff' (Ansatt) or 'admin' (Administrator)." }) role!: string;
  @Field() active!: boolean;
  @Field({ description: '`To-trinns`: two-step sign-in (TOTP) is on.' }) totpEnabled!: boolean;
  @Field({ description: '`Krever to-trinns innlogging` is set on this user.' }) totpRequired!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class StaffUserPage extends ListPageOf(StaffUser) {}

@ObjectType({ description: 'A staff member as the audit log names them (its staff filter).' })
export class StaffName {
  @Field(() => ID) id!: number;
  @Field() username!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
}

@InputType({ description: "`Ny ansatt`: 'Navn', 'Brukernavn', 'E-post', 'Rolle', 'Passord' (at least 12 characters)." })
export class StaffUserInput {
  @Field() name!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field({ description: "'staff' or 'admin'." }) role!: string;
  @Field() password!: string;
}

@InputType({ description: '`Endre passord`: the current password and the new one twice.' })
export class ChangeOwnPasswordInput {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
  @Field() repeatPassword!: string;
}

@InputType({ description: 'Filters of the console staff list.' })
export class StaffUserFilter {
  @Field(() => String, { nullable: true, description: "'staff' or 'admin'." }) role?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}
