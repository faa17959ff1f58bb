/*
 * The words by which the offline insight rules (rules.ts) read what a sentence says: a practice kept or
 * lapsed, something to improve, a worry, a risk taken or held back, a success. A word of them names no
 * subject of its own ("worry" is no theme).
 */

/** How often a practice is done, as a regular expression's alternatives. */
const ROUTINE = String.raw`(every|each) (day|morning|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lesson|class|session|shift|meal)|(once|twice|\w+ times) a (day|week|month)|daily|weekly|always|usually|routine|habit|regularly|streak|in a row`;

export const MARKERS = {
  /** A practice said to be regular: how often it is done ("every lesson", "twice a day", "in a row"). */
  routine: new RegExp(`\\b(${ROUTINE})\\b`, 'i'),
  /** …or only that it goes on ("again", "still"): "Lark asked again" is no routine of the writer's. */
  habit: new RegExp(`\\b(${ROUTINE}|again|kept|keep|still)\\b`, 'i'),
  lapse: /\b(miss(ed|ing)?|skipp?(ed|ing)?|stopped|gave up|given up|lapsed|slipp(ed|ing)|forgot|fell off|ha(ve|s)n[’']?t been|ha(ve|s) not been|too (tired|busy)|exhausted|burn(ed|t) out|no time)\b/i,
  improve: /\b(should|(I|we)( really| still| just)? (need|want|have) to|needs to|has to|must|ought to|plan to|next time|improve|lesson learn\w*|mistake|lonel\w*|isolat(ed|ing)|too (cheap|expensive|many|much|slow|long|low|high))\b/i,
  concern: /\b(worr\w*|afraid|fear\w*|doubt\w*|anxious|anxiety|unsure|not sure|nervous|stress\w*|overwhelm\w*|scared|imposter|insecure|panic\w*|dread\w*|not ready|can[’']?t afford|what if|regret\w*|terrified|frightened|mortified|(is|are|was|were|got|getting|gets) (much |even |far )?worse|(can|could)(not|n[’']?t| not) sleep|l(ying|ay) awake)\b/i,
  risk: /\b(risk\w*|bet|gambl\w*|invest\w*|launch\w*|experiment\w*|bold|leap|chance|quit|commit\w*|all in|signed|hired?|hiring|entered|took on|plunge|went for it|handed in|resign\w*|offer(ed)?|appl(y|ied)|said yes|gave notice|brave|on my own|decided to|rais(e|ed|ing) (my|our|the) (\w+ )?(rate|price|fee)s?)\b/i,
  holdBack: /\b(hesitat\w*|held back|hold back|holding back|avoid\w*|postpon\w*|paus(e|ed|ing)|delay\w*|too risky|play(ed)? (it )?safe|put off|not ready|decided against|backed out|turned down|sa(id|y|ying) no|withdr(ew|aw|awn|awing)|(?<!without )stopping|(pull|drop)(ed|ped|ing|ping)? out|chicken(ed)? out|bottl(ed|ing) it|clos(e|ed|ing) (the|my)|gave up)\b/i,
  success: /\b(sold out|best|record|loved|great|success\w*|went well|(it|that|this|which|they) worked|worked (well|out)|(is|are) working|proud|brilliant|delighted|paid off|worth it|buzzing|thrilled|right call|(is|are|was|were) (fully booked|booked up|full(?! of))|a waiting list of|want(s|ed)? to come back)\b/i,
};

/** Whether a word is one of the markers (it names no subject). */
export const isMarker = (word: string) => Object.values(MARKERS).some((m) => m.test(word));
