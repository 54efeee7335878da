import { Field, ObjectType } from 'type-graphql';

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

@ObjectType({
  description:
    'The first step of a staff sign-in: signed in, or (two-step sign-in on) the password was right and the code goes to staffSignInCode within 5 minutes, with no session yet.',
})
export class StaffSignInStep {
  @Field(() => StaffSignedIn, { nullable: true, description: 'Set when the session cookie is set.' })
  signedIn!: StaffSignedIn | null;

  @Field({ description: "True when the console asks for the 'Engangskode' next." })
  secondStepRequired!: boolean;

  constructor(signedIn: StaffSignedIn | null) {
    this.signedIn = signedIn;
    this.secondStepRequired = signedIn === null;
  }
}
