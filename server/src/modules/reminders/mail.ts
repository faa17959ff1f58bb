import { escapeHtml, type Mail } from '../../identity/mailer';
import type { PersonalPrompt } from './prompt';

/** The reminder mail: one button to a new entry, and the personal prompt when there is one. */
export function reminderMail(to: string, fullName: string | null, link: string, prompt: PersonalPrompt | null, timezone: string): Mail {
  const subject = 'Time to write in your Inscription';
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  const when = prompt
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: timezone }).format(prompt.dateRecorded)
    : '';
  const lines = [
    greeting,
    'This is your reminder to write a new entry. A few minutes are enough.',
    ...(prompt ? [`On ${when}, in "${prompt.entryName}", you wrote: "${prompt.sentence}" Where are you with it now?`] : []),
  ];
  const paragraphs = lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222;background:#f6f6f4;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#222;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Write a new entry</a></p>
<p style="font-size:12px;color:#666">You receive this because of a reminder you set in Inscriptions. Pause or delete it under Profile, Set Reminders.</p>
</div></body></html>`;
  return {
    to,
    subject,
    link,
    text: `${lines.join('\n\n')}\n\nWrite a new entry: ${link}\n\nYou receive this because of a reminder you set in Inscriptions. Pause or delete it under Profile, Set Reminders.\n`,
    html,
  };
}
