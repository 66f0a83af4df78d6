import { ChatDock } from '../chat/chat-dock';
import { useLender } from '../lender/lender-context';

/**
 * The chat for lenders with web chat (features.webChat): a small toggle at the bottom right that
 * opens the widget on OPEN_CHAT_EVENT (header, footer copy), on its own click, or on ?pop-webchat.
 * Lenders without web chat show their phone number in the header instead and have no chat.
 */
export function ChatLauncher() {
  return useLender().features.webChat ? <ChatDock /> : null;
}
