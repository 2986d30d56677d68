package org.peregrine.idl;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * One message from a compilation: an error or warning, with the IDL file and line when the
 * compiler reported them.
 *
 * <p>Immutable; safe to share between threads.
 *
 * @param severity error or warning
 * @param file the IDL file the message is about, or {@code null} when unknown
 * @param line the 1-based line in {@code file}, or 0 when unknown
 * @param message the compiler's text, without the file and line prefix
 * @param cause the exception behind an internal compiler failure, or {@code null}; kept so that
 *     a caller can log its stack trace
 */
public record Diagnostic(Severity severity, Path file, int line, String message, Throwable cause) {

    /** How bad a diagnostic is; any {@link #ERROR} fails the compilation. */
    public enum Severity {
        ERROR,
        WARNING
    }

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    /** An error about {@code file} (may be {@code null}) with no line and no exception. */
    public static Diagnostic error(Path file, String message) {
        return new Diagnostic(Severity.ERROR, file, 0, message, null);
    }

    /** True for {@link Severity#ERROR}. */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * The compiler-style form {@code file:line: error: message}, dropping the parts that are
     * unknown, so that IDEs and terminals can link it to the source.
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (file != null) {
            text.append(file);
            if (line > 0) {
                text.append(':').append(line);
            }
            text.append(": ");
        }
        return text.append(severity.name().toLowerCase(Locale.ROOT))
                .append(": ")
                .append(message)
                .toString();
    }
}
