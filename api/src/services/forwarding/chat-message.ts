import type { Call, ChatKind } from '@phonesheet/shared/contracts';
import { callNotification, callPath } from '../push/notification';

// A call as a chat message (docs/integrations.md, "Chat"): Slack's incoming-webhook JSON
// (`text` and Block Kit `blocks`) or Teams' (an Office 365 connector MessageCard). The
// company's channel reads English.

/** Slack's mrkdwn treats &, < and > as markup: escaped as Slack asks. */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a message says of a call, whatever the service. */
function facts(call: Call, appUrl: string) {
  const shown = callNotification(call, 'en');
  const number = call.extension ? `${shown.number} ext. ${call.extension}` : shown.number;
  return {
    title: `${shown.caller || shown.number} called for ${call.deskName}`,
    caller: shown.caller || '—',
    number,
    desk: call.deskName,
    notes: call.notes.trim(),
    link: `${appUrl.replace(/\/$/, '')}${callPath(call.id)}`,
  };
}

export function slackMessage(call: Call, appUrl: string) {
  const f = facts(call, appUrl);
  return {
    text: `${f.title}: ${f.number}${f.notes ? ` — ${f.notes}` : ''} <${f.link}|Open the call>`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: f.title.slice(0, 150) } },
      {
        type: 'section',
        fields: [
          { type: 'mrkdwn', text: `*Caller*\n${slackEscape(f.caller)}` },
          { type: 'mrkdwn', text: `*Number*\n${slackEscape(f.number)}` },
          { type: 'mrkdwn', text: `*For*\n${slackEscape(f.desk)}` },
        ],
      },
      ...(f.notes
        ? [{ type: 'section', text: { type: 'mrkdwn', text: slackEscape(f.notes).slice(0, 3000) } }]
        : []),
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the call' }, url: f.link }],
      },
    ],
  };
}

export function teamsMessage(call: Call, appUrl: string) {
  const f = facts(call, appUrl);
  return {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: f.title,
    themeColor: '1677FF',
    title: f.title,
    sections: [
      {
        facts: [
          { name: 'Caller', value: f.caller },
          { name: 'Number', value: f.number },
          { name: 'For', value: f.desk },
        ],
        ...(f.notes ? { text: f.notes } : {}),
      },
    ],
    potentialAction: [
      { '@type': 'OpenUri', name: 'Open the call', targets: [{ os: 'default', uri: f.link }] },
    ],
  };
}

export const chatMessage = (kind: ChatKind, call: Call, appUrl: string) =>
  kind === 'slack' ? slackMessage(call, appUrl) : teamsMessage(call, appUrl);
