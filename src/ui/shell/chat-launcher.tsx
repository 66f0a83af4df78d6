import { ChatDock } from '../chat/chat-dock';
import { useLender } from '../lender/lender-context';

/**
 * The chat for lenders with web chat (features.webChat): the widget opens on OPEN_CHAT_EVENT (the
 * header's Chat or its menu's item, footer copy), on ?pop-webchat, and on large screens from a small
 * toggle at the bottom right. Lenders without web chat show their phone number in the header instead
 * and have no chat.
 */
export function ChatLauncher() {
  return useLender().features.webChat ? <ChatDock /> : null;
}
