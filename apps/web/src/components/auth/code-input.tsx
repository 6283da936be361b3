import { TextInput, type TextInputProps } from '@mantine/core';

type CodeInputProps = Omit<TextInputProps, 'inputMode' | 'autoComplete' | 'size' | 'styles'> & {
  /** The gap between digits, so the groups of a code read at a glance. */
  letterSpacing: string;
  fontSize?: number;
};

/**
 * A code sent to the user (e-mail, tablet enrolment): digits on the numeric keyboard, offered by the phone's autofill.
 */
export function CodeInput({ letterSpacing, fontSize, ...props }: CodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      size="lg"
      withAsterisk
      styles={{ input: { fontSize, letterSpacing, fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
