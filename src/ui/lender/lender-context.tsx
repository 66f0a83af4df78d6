import { createContext, useContext } from 'react';
import type { LenderPackage } from '@/engine/lender/lender-package';

export const LenderContext = createContext<LenderPackage | null>(null);

export function useLenderPackage(): LenderPackage {
  const pkg = useContext(LenderContext);
  if (!pkg) throw new Error('useLenderPackage must be used inside LenderContext');
  return pkg;
}

export const useLender = () => useLenderPackage().lender;
