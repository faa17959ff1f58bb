import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { IdentityConfig, IdentityLogger } from './types';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged when the mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where .eml files go when there is no SMTP (undefined with SMTP). */
  readonly outboxDir: string | undefined;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9@._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'mail';
}

/** SMTP when config.smtpUrl is set, else .eml files in `${dataDir}/outbox/` (and the link in the log). */
export function createMailer(config: IdentityConfig, logger?: IdentityLogger): Mailer {
  const from = config.mailFrom ?? `Inscriptions <no-reply@${new URL(config.publicUrl).hostname}>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outboxDir: undefined,
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        logger?.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  return {
    outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // The random part keeps names apart when several instances (or mailers) share the outbox.
      const unique = `${String(seq++).padStart(4, '0')}-${randomBytes(3).toString('hex')}`;
      const file = path.join(outboxDir, `${stamp}-${unique}-${slug(mail.to)}-${slug(mail.subject)}.eml`);
      // Written under a name no reader matches, then renamed, so nobody reads half a mail.
      const partial = path.join(outboxDir, `.${unique}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      logger?.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to outbox');
    },
  };
}

/** The mail's HTML; a notice without an action leaves out the button. */
function layout(title: string, paragraphs: string[], action?: { link: string; button: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#222;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.button)}</a></p>
<p style="font-size:12px;color:#666">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.link)}</p>`
    : '';
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222;background:#f6f6f4;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
${button}
</div></body></html>`;
}

/** "24 hours", "1 hour", "2 seconds" … */
export function describeDuration(seconds: number): string {
  const units: Array<[number, string]> = [
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  if (seconds >= 86400 && seconds % 86400 !== 0 && seconds % 3600 === 0) {
    const h = seconds / 3600;
    return `${h} hours`;
  }
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size;
      if (name === 'day' && n === 1) return '24 hours';
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}

export function confirmationMail(to: string, link: string, ttlSeconds = 24 * 60 * 60): Mail {
  const title = 'Confirm your Inscriptions account';
  const lines = [
    'Welcome to Inscriptions!',
    `Please confirm your email address to finish setting up your account. The link is valid for ${describeDuration(ttlSeconds)}.`,
    "If you did not sign up, you can ignore this message.",
  ];
  return {
    to,
    subject: title,
    link,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
    html: layout(title, lines, { link, button: 'Confirm my account' }),
  };
}

export function resetMail(to: string, link: string, ttlSeconds = 60 * 60): Mail {
  const title = 'Reset your Inscriptions password';
  const lines = [
    'We received a request to reset the password of your Inscriptions account.',
    `Choose a new password with the link below. It is valid for ${describeDuration(ttlSeconds)} and can be used once.`,
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: title,
    link,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
    html: layout(title, lines, { link, button: 'Choose a new password' }),
  };
}

/** To the new address of an email change: the link that proves the mailbox and makes the change. */
export function emailChangeMail(to: string, link: string, ttlSeconds = 24 * 60 * 60): Mail {
  const title = 'Confirm your new Inscriptions email address';
  const lines = [
    'You asked to sign in to Inscriptions with this email address from now on.',
    `Confirm it with the link below. It is valid for ${describeDuration(ttlSeconds)} and can be used once.`,
    'If you did not ask for this, you can ignore this message: nothing changes.',
  ];
  return {
    to,
    subject: title,
    link,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
    html: layout(title, lines, { link, button: 'Confirm my new address' }),
  };
}

/** To the old address once an email change is done: the account's owner learns of it whoever made it. */
export function emailChangedNotice(to: string, newEmail: string): Mail {
  const title = 'Your Inscriptions email address was changed';
  const lines = [
    `Your Inscriptions account now signs in with ${newEmail} instead of this address.`,
    'If you did not make this change, tell whoever runs your Inscriptions server straight away.',
  ];
  return { to, subject: title, text: `${lines.join('\n\n')}\n`, html: layout(title, lines) };
}

/** To the account's address once the account is deleted. */
export function accountDeletedNotice(to: string): Mail {
  const title = 'Your Inscriptions account was deleted';
  const lines = [
    'Your Inscriptions account and everything in it (inscriptions, entries, recordings, chats, insights, reminders and profile) have been deleted.',
    'If you did not do this, tell whoever runs your Inscriptions server straight away.',
  ];
  return { to, subject: title, text: `${lines.join('\n\n')}\n`, html: layout(title, lines) };
}
