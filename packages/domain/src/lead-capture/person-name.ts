import { z } from 'zod';

// The name a stranger gives when they come in by themselves (the public form, a lead e-mail, the
// API's intake). It is greeted in messages the agent's account sends ("Hi {{lead.firstName}}"),
// so it must be a name and nothing else: no link, no invisible characters gluing a sentence into
// one "first name", a few words of letters. Names typed by the agent are not held to this.

export const PERSON_NAME_MAX_LENGTH = 100;
/** "María de los Ángeles García López" is six. */
export const PERSON_NAME_MAX_WORDS = 6;
/** "Wolfeschlegelsteinhausenbergerdorff" is 35; a hyphenated pair rarely passes 30. */
export const PERSON_NAME_MAX_WORD_LENGTH = 40;
/** Accents stacked on one letter past this are decoration ("Zalgo" text), not a name. */
const MAX_MARKS_PER_LETTER = 3;

export const PERSON_NAME_TEXTS = {
  required: 'Name is required',
  tooLong: `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  link: 'Enter your name without a web or e-mail address',
  tooManyWords: `Enter your name in at most ${PERSON_NAME_MAX_WORDS} words`,
  longWord: `Enter your name with a space between the words (at most ${PERSON_NAME_MAX_WORD_LENGTH} letters each)`,
  characters: 'Enter your name in letters only, without numbers or symbols',
} as const;

/**
 * Characters drawn as blank that are not spaces: the braille blank (U+2800), the Hangul fillers,
 * the Khmer inherent vowels. They join words into one while looking like a space, so they
 * become one.
 */
const BLANK_LOOKING = /[\p{White_Space}\u2800\u115F\u1160\u3164\uFFA0]|\u17B4|\u17B5/gu;

/**
 * Characters drawn as nothing: format characters (zero-width space and joiners, bidi controls,
 * the soft hyphen, tag characters, the byte-order mark), variation selectors and the combining
 * grapheme joiner. A pasted name may carry them; they are dropped.
 */
const INVISIBLE = /\p{Cf}|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

/** A word: letters (each with a few accents), joined inside by - ' ’ or . ("O'Brien", "Jean-Luc", "J.R."), maybe ending in . or ,; or "&" ("Ana & Bo"). */
const WORD = new RegExp(
  `^(?:(?:\\p{L}\\p{M}{0,${MAX_MARKS_PER_LETTER}})+(?:[-'’.](?:\\p{L}\\p{M}{0,${MAX_MARKS_PER_LETTER}})+)*[.,]?|&)$`,
  'u',
);

/** A link or an address in a name: a scheme, "www.", an "@", or a dot between two words of letters ("bit.ly", "bank.example"). */
const LINK = /:\/\/|\bwww\.|@|\p{L}{2}\.\p{L}{2}/iu;

export type PersonNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** The name as kept (compatibility forms folded, blanks made spaces, invisible characters dropped), or why it is not a name. */
export function checkPersonName(raw: string): PersonNameCheck {
  const name = raw.normalize('NFKC').replace(INVISIBLE, '').replace(BLANK_LOOKING, ' ').replace(/ {2,}/g, ' ').trim();
  if (!name) return { ok: false, message: PERSON_NAME_TEXTS.required };
  if (name.length > PERSON_NAME_MAX_LENGTH) return { ok: false, message: PERSON_NAME_TEXTS.tooLong };
  if (LINK.test(name)) return { ok: false, message: PERSON_NAME_TEXTS.link };
  const words = name.split(' ');
  if (words.length > PERSON_NAME_MAX_WORDS) return { ok: false, message: PERSON_NAME_TEXTS.tooManyWords };
  if (words.some((word) => [...word].length > PERSON_NAME_MAX_WORD_LENGTH)) return { ok: false, message: PERSON_NAME_TEXTS.longWord };
  if (!words.every((word) => WORD.test(word))) return { ok: false, message: PERSON_NAME_TEXTS.characters };
  return { ok: true, name };
}

/** The name field of a way in for strangers: cleaned, or refused with the reason a person can act on. */
export const PersonNameSchema = z.string({ error: PERSON_NAME_TEXTS.required }).transform((raw, ctx) => {
  const checked = checkPersonName(raw);
  if (checked.ok) return checked.name;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});
