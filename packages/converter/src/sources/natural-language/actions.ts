/**
 * What a step asks for, once the grammar has read it and before any code is written. Values keep
 * `{name}` (a remembered value) and `<column>` (a table row's cell) for the emitter to fill in.
 */
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { TargetDescription } from './targets.js';

export type ElementState =
  'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'empty' | 'focused';

export type Action =
  | { do: 'goto'; url: string; named?: string }
  | { do: 'reload' | 'back' | 'forward' | 'wait-load' }
  | {
      do: 'click' | 'dblclick' | 'rightclick' | 'hover' | 'check' | 'uncheck' | 'clear' | 'focus';
      target: TargetDescription;
    }
  | { do: 'fill'; target: TargetDescription; value: string }
  | { do: 'type'; value: string }
  | { do: 'select'; target: TargetDescription; option: string }
  | { do: 'press'; key: string; target?: TargetDescription }
  | { do: 'upload'; file: string; target?: TargetDescription }
  | { do: 'wait'; ms: number }
  | { do: 'expect-state'; target: TargetDescription; state: ElementState; not?: boolean }
  | { do: 'expect-text'; target: TargetDescription; value: string; exact: boolean; not?: boolean }
  | { do: 'expect-value'; target: TargetDescription; value: string; exact: boolean }
  | { do: 'expect-count'; role: string; within?: TargetDescription; count: number }
  | { do: 'expect-title' | 'expect-url'; value: string; exact: boolean }
  | { do: 'dialog'; accept: boolean; promptText?: string }
  | { do: 'switch-tab'; to: 'new' | 'original' }
  | { do: 'switch-frame'; frame?: TargetDescription }
  | {
      do: 'remember';
      name: string;
      target?: TargetDescription;
      read: 'text' | 'value';
      value?: string;
    }
  | { do: 'fill-form' }
  | { do: 'for-each-row'; inner: Action[] };

/** Why a step could not be read: the diagnostic's code and what to add to its message. */
export interface Unread {
  code: DiagnosticCode;
  detail?: string;
}

export type StepReading = { actions: Action[] } | { unread: Unread };
