import type { ChatMessage } from '@glossy/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '../../src/features/live/room/ChatPanel';
import { lastSaidBy, ReplayChat } from '../../src/features/live/room/ReplayChat';
import { onReplayTimeline } from '../../src/features/live/room/replay-steps';
import { renderWithApp } from '../support/app';

afterEach(cleanup);

const message = (id: number, text: string, step = id, by = 'Ana'): ChatMessage => ({
  id,
  by: { id: `u-${by.toLowerCase()}`, name: by },
  text,
  at: '2026-12-01T18:05:00.000Z',
  step,
});

describe('the live chat', () => {
  it('shows each message as text, never as markup, newest last, read out politely', () => {
    renderWithApp(
      <ChatPanel
        eventId={3}
        messages={[message(1, 'first'), message(2, '<img src=x onerror=alert(1)>')]}
        talk="yes"
        onSend={() => true}
      />,
    );
    const log = screen.getByRole('log', { name: 'Chat' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('first'),
      expect.stringContaining('<img src=x onerror=alert(1)>'),
    ]);
    expect(log.querySelector('img')).toBeNull();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-12-01T18:05:00.000Z',
    );
  });

  it('sends a line with Enter and clears it once sent', async () => {
    const onSend = vi.fn(() => true);
    renderWithApp(<ChatPanel eventId={3} messages={[]} talk="yes" onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '  lovely   line work {Enter}');
    expect(onSend).toHaveBeenCalledWith('lovely line work');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('keeps the line when the room could not take it', async () => {
    renderWithApp(<ChatPanel eventId={3} messages={[]} talk="yes" onSend={() => false} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'hello{Enter}');
    expect((input as HTMLInputElement).value).toBe('hello');
  });

  it('asks a visitor to sign in, and a signed-in user who has not registered to register', () => {
    renderWithApp(<ChatPanel eventId={3} messages={[]} talk="sign-in" onSend={() => true} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();
    renderWithApp(<ChatPanel eventId={3} messages={[]} talk="register" onSend={() => true} />);
    expect(screen.getByRole('link', { name: 'Register for the event' }).getAttribute('href')).toBe(
      '/event/3',
    );
  });

  it('gives the host delete and mute on the messages of others', async () => {
    const onDelete = vi.fn();
    const onMute = vi.fn();
    renderWithApp(
      <ChatPanel
        eventId={3}
        messages={[message(1, 'hi', 1, 'Ben'), message(2, 'welcome', 2, 'Host')]}
        talk="yes"
        host={{ hostId: 'u-host', muted: ['u-ben'], onDelete, onMute }}
        onSend={() => true}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete the message from Ben' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute Ben' }));
    expect(onMute).toHaveBeenCalledWith('u-ben', false);
    expect(screen.queryByRole('button', { name: /Host/ })).toBeNull();
  });
});

describe('the chat beside a replay', () => {
  const said = [message(1, 'at the start', 0), message(2, 'after a few', 4), message(3, 'late', 9)];

  it('finds the last message said by a step', () => {
    expect(lastSaidBy(said, 0)).toBe(0);
    expect(lastSaidBy(said, 5)).toBe(1);
    expect(lastSaidBy(said, 100)).toBe(2);
    expect(lastSaidBy([message(1, 'later', 3)], 2)).toBe(-1);
  });

  it('takes the replay to the moment a message was said', async () => {
    const onJump = vi.fn();
    renderWithApp(<ReplayChat messages={said} step={4} onJump={onJump} />);
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Show the board when Ana said this' })[2]!,
    );
    expect(onJump).toHaveBeenCalledWith(9);
  });
});

describe('a message on the replay’s timeline', () => {
  it('counts the marks before it, not the layer work', () => {
    const ops = [{ t: 'stroke' }, { t: 'layer.add' }, { t: 'stroke' }, { t: 'fill' }];
    const placed = onReplayTimeline(
      [message(1, 'blank', 0), message(2, 'after the layer', 2), message(3, 'end', 4)],
      ops,
    );
    expect(placed.map((m) => m.step)).toEqual([0, 1, 3]);
  });

  it('puts a message past the recording (its ops undone) at the end', () => {
    expect(onReplayTimeline([message(1, 'late', 9)], [{ t: 'stroke' }])[0]!.step).toBe(1);
  });
});
