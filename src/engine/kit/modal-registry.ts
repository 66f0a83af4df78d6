// Open modals by id. The spec makes a duplicate id an error: two modals answering to one id would
// fight over focus and over which one a close request meant.

export interface ModalRegistry {
  /** Claims the id; throws when a modal already holds it. */
  register(id: string): void;
  release(id: string): void;
  has(id: string): boolean;
}

export const duplicateModalMessage = (id: string) => `A modal with id '${id}' is already registered`;

export function createModalRegistry(): ModalRegistry {
  const ids = new Set<string>();
  return {
    register(id) {
      if (ids.has(id)) throw new Error(duplicateModalMessage(id));
      ids.add(id);
    },
    release: (id) => void ids.delete(id),
    has: (id) => ids.has(id),
  };
}
