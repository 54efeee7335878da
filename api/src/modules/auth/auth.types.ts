import { createUnionType, Field, ObjectType } from 'type-graphql';

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

@ObjectType({ description: 'The signed-in staff member.' })
export class StaffViewer {
  @Field()
  username!: string;

  @Field({ description: "'staff' or 'admin'" })
  role!: string;

  @Field({ description: 'Whether two-step sign-in (TOTP) is on for this staff member.' })
  totpEnabled!: boolean;

  @Field({
    description:
      'Two-step sign-in is required of this staff member and still off: only the enrolment operations answer until it is on.',
  })
  totpEnrolmentRequired!: boolean;

  constructor(username: string, role: string, totpEnabled: boolean, totpEnrolmentRequired: boolean) {
    this.username = username;
    this.role = role;
    this.totpEnabled = totpEnabled;
    this.totpEnrolmentRequired = totpEnrolmentRequired;
  }
}

@ObjectType({ description: 'Signed in; the staff session cookie is set.' })
export class StaffSignedIn {
  @Field()
  username!: string;

  @Field({ description: "'staff' or 'admin'" })
  role!: string;

  @Field({
    description: 'Two-step sign-in must be switched on first: the session reaches only the enrolment operations.',
  })
  totpEnrolmentRequired!: boolean;

  constructor(username: string, role: string, totpEnrolmentRequired = false) {
    this.username = username;
    this.role = role;
    this.totpEnrolmentRequired = totpEnrolmentRequired;
  }
}

@ObjectType({
  description:
    'The password was right and two-step sign-in is on: send the code (staffSignInCode) within 5 minutes. No session yet.',
})
export class StaffSecondStepRequired {
  @Field({ description: "'Engangskode'" })
  message!: string;

  constructor(message: string) {
    this.message = message;
  }
}

@ObjectType({ description: 'A two-step code was refused.' })
export class TotpCodeRefused {
  @Field({
    description:
      "'wrong-code' ('Koden er feil eller utløpt.'), 'expired' (start the sign-in again) or 'too-many-attempts'.",
  })
  reason!: string;

  @Field()
  message!: string;

  constructor(reason: string, message: string) {
    this.reason = reason;
    this.message = message;
  }
}

@ObjectType({ description: 'A new TOTP secret to enrol: scan the QR code, then confirm a code.' })
export class StaffTotpEnrolment {
  @Field({ description: 'The secret in base32, for apps that cannot scan.' })
  secret!: string;

  @Field()
  otpauthUrl!: string;

  @Field({ description: 'The otpauth URL as a QR code (PNG data URL).' })
  qrCode!: string;
}

@ObjectType({ description: 'Two-step sign-in is on. The recovery codes are shown this once.' })
export class StaffTotpEnabled {
  @Field(() => [String])
  recoveryCodes!: string[];

  constructor(recoveryCodes: string[]) {
    this.recoveryCodes = recoveryCodes;
  }
}

export const ConfirmStaffTotpResult = createUnionType({
  name: 'ConfirmStaffTotpResult',
  types: () => [StaffTotpEnabled, TotpCodeRefused] as const,
});

export const StaffSignInCodeResult = createUnionType({
  name: 'StaffSignInCodeResult',
  types: () => [StaffSignedIn, TotpCodeRefused] as const,
});

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
  types: () => [StaffSignedIn, StaffSecondStepRequired, InvalidCredentials] as const,
});
