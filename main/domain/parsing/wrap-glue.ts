// How a line that wrapped inside a column joins the line before it. The PDF layout decides from
// the geometry that a line wrapped; this decides from the text how the two pieces meet: an e-mail
// or URL cut at the column edge ("jane.doe@postb" + "ox.example.com") closes up, a hyphenated
// compound ("Human-" + "Computer") keeps its hyphen and no space, a word hyphenated at the line end
// ("manage-" + "ment") loses its hyphen (see joinWrapped for the rule), words get a space, and a
// line that starts an e-mail or URL of its own, or follows a lone contact item, is no continuation.

const EMAIL_START = /^[^\s@]+@/;
const URL_START = /^(?:https?:\/\/|www\.)/i;
/** A bare domain or address of its own ("janedoe.dev", "linkedin.com/in/jane"). */
const DOMAIN = /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;
const PHONE = /^\+?[\d ()./-]{7,}$/;

const lastToken = (text: string) => /\S+$/.exec(text)?.[0] ?? '';
const firstToken = (text: string) => /^\S+/.exec(text)?.[0] ?? '';

/** True when `token` is an e-mail address cut before its end ("jane@postb", "jane@gmail.co" + "m"). */
function emailCut(token: string, next: string): boolean {
  const domain = token.slice(token.indexOf('@') + 1);
  if (!/^[a-z0-9.-]+$/i.test(next) || next.includes('@')) return false;
  if (!domain.includes('.') || /[.-]$/.test(domain) || /^[.-]/.test(next)) return true;
  // "jane@gmail.co" + "m": a short lowercase tail finishes the top-level domain.
  return /^[a-z]{1,3}$/i.test(next) && !DOMAIN.test(next);
}

/** True when `token` is a URL cut before its end ("https://github.com/janedo" + "e-profile"). */
function urlCut(token: string, next: string): boolean {
  if (EMAIL_START.test(next) || URL_START.test(next) || DOMAIN.test(next)) return false;
  if (!/^[\w\-./?=&#%~+:]+$/.test(next)) return false;
  return /[/\-._=?&#]$/.test(token) || /^[/\-._=?&#]/.test(next) || /^[a-z0-9]/.test(next);
}

const isUrl = (token: string) => URL_START.test(token) || (DOMAIN.test(token) && token.includes('/'));

/** True when `right` is the rest of an e-mail address or URL that ends `left`, cut at the column edge. */
export function continuesAddress(left: string, right: string): boolean {
  const tail = lastToken(left);
  const head = right.trim();
  if (!head || /\s/.test(head)) return false;
  return (EMAIL_START.test(tail) && emailCut(tail, head)) || (isUrl(tail) && urlCut(tail, head));
}

/**
 * '' or ' ' to put between `left` and the wrapped `right`, or undefined when `right` does not
 * continue `left` after all.
 */
export function wrapGlue(left: string, right: string): '' | ' ' | undefined {
  const tail = lastToken(left);
  const head = firstToken(right);
  if (continuesAddress(left, right)) return '';
  // An address or number starts a line of its own; a lone contact item is a line of its own.
  if (EMAIL_START.test(head) || URL_START.test(head) || PHONE.test(right.trim())) return undefined;
  if (left.trim() === tail && (EMAIL_START.test(tail) || isUrl(tail) || DOMAIN.test(tail))) return undefined;
  if (PHONE.test(left.trim())) return undefined;
  // "A/" + "B Testing" and "Human-" + "Computer" join without a space.
  return /[/-]$/.test(left) && !/\s[/-]$/.test(left) ? '' : ' ';
}

/**
 * First halves of the hyphenated compounds resumes are full of ("full-stack", "real-time",
 * "cross-functional", "hands-on"): broken after their hyphen, they keep it.
 */
const COMPOUND_HEADS = new Set(
  `full part self cross well long short high low non multi co end real open hands front back half mid
  semi state world best user data cloud client server team top day year month time cost fast large
  small fine first second third one two three four five in on off out over under all follow sign
  built start hand hard soft life mission business decision detail customer problem`.split(/\s+/),
);

/**
 * `left` and the wrapped `right` as one line, or undefined when `right` does not continue `left`
 * after all (wrapGlue). A hyphen at the end of `left` is a word hyphenated at the line end, and goes,
 * when both halves are lower-case letters only, the second half ends the word (no further hyphen:
 * "day-" + "to-day focus" is a compound) and the first half is not a usual compound head
 * ("full-" + "stack" stays "full-stack"). A capital or a digit on either side keeps the hyphen
 * ("Human-" + "Computer", "COVID-" + "19"), except in a line of capitals only, where upper-case
 * halves follow the lower-case rule ("MAN-" + "AGEMENT"; an upper-case "HUMAN-" + "COMPUTER" is
 * closed up too, as "human-" + "computer" is). The hyphen of a line whose next line starts a new item
 * or sentence never reaches here: the layout does not take such a line for a wrap.
 */
export function joinWrapped(left: string, right: string): string | undefined {
  const glue = wrapGlue(left, right);
  if (glue === undefined) return undefined;
  // In an upper-case line (Deedy's school names, "SAHYADRI INSTITUTE OF MAN-" + "AGEMENT"), capitals
  // are the letters' case, not a name's: the same rule holds for upper-case halves.
  const upper = !/\p{Ll}/u.test(left) && !/\p{Ll}/u.test(right);
  const letters = upper ? '\\p{Lu}' : '\\p{Ll}';
  const broken = new RegExp(`(?:^|[^\\p{L}-])(${letters}+)-$`, 'u').exec(left);
  const rest = new RegExp(`^(${letters}+)(?=$|[\\s.,;:!?)])`, 'u').exec(right);
  if (glue === '' && broken && rest && !COMPOUND_HEADS.has(broken[1].toLowerCase()))
    return `${left.slice(0, -1)}${right}`;
  return `${left}${glue}${right}`;
}
