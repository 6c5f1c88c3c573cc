import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PROTECTED_FORMS, type ProtectedForm } from '../../verification/human-verification';
import { enumOf } from '../shared/enum-of';

export const ProtectedFormEnum = enumOf(PROTECTED_FORMS);

const FORM_DESCRIPTIONS: Record<ProtectedForm, string> = {
  CONTACT: 'sendContactMessage (/contact).',
  NEWSLETTER: "requestFreeSample (spec §2's newsletter block).",
  REGISTER: 'register.',
  FORGOT_PASSWORD: 'forgotPassword.',
};

registerEnumType(ProtectedFormEnum, {
  name: 'ProtectedForm',
  description:
    "A form that takes a human proof: a challenge is signed for one, and only that form's mutation spends it.",
  valuesConfig: Object.fromEntries(PROTECTED_FORMS.map((form) => [form, { description: FORM_DESCRIPTIONS[form] }])),
});

@ObjectType({ description: 'A signed ALTCHA proof-of-work challenge for the widget of a protected form.' })
export class HumanChallenge {
  @Field(() => String, {
    description: "The ALTCHA challenge as JSON text, exactly what the widget takes (altcha-lib's createChallenge).",
  })
  payload!: string;
}

/** The argument every protected form sends: refused first, before anything else is looked at. */
export const HUMAN_PROOF = {
  nullable: true,
  description:
    "The ALTCHA widget's payload (its hidden `altcha` field) solving a humanChallenge of this form; each verifies once. " +
    'A proof solved for another form is HUMAN_PROOF_INVALID. HUMAN_PROOF_MISSING, HUMAN_PROOF_INVALID, HUMAN_PROOF_EXPIRED, HUMAN_PROOF_REPLAYED.',
} as const;

const CONSENT_TEXT = {
  nullable: true,
  description: 'The agreement label the visitor ticked, word for word (up to 500 characters): stored with the consent.',
} as const;

const AGREEMENT = { description: 'The agreement checkbox; false is TERMS_REQUIRED.' } as const;

/** What both visitor forms send: who, the agreement and its label, the human proof. */
@InputType()
abstract class VisitorFormInput {
  @Field(() => String)
  email!: string;

  @Field(() => Boolean, AGREEMENT)
  agreement!: boolean;

  @Field(() => String, CONSENT_TEXT)
  consentText?: string | null;

  @Field(() => String, HUMAN_PROOF)
  humanProof?: string | null;
}

@InputType({ description: "Spec §2's newsletter block: the free sample by mail, and the newsletter (double opt-in)." })
export class FreeSampleInput extends VisitorFormInput {
  @Field(() => String, { description: 'Up to 2,000 characters.' })
  message!: string;
}

@InputType({ description: "The /contact form: stored for staff, mailed to the shop's address, acknowledged." })
export class ContactMessageInput extends VisitorFormInput {
  @Field(() => String, { description: 'Up to 200 characters.' })
  name!: string;

  @Field(() => String, { description: 'Up to 5,000 characters.' })
  message!: string;
}
