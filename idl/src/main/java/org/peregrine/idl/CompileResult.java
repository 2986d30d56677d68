package org.peregrine.idl;

import java.util.List;

/**
 * The outcome of {@link IdlCompiler#compile(CompileRequest)}: success or failure, and every
 * message the compiler reported.
 *
 * <p>Immutable.
 *
 * @param diagnostics errors and warnings in the order they were reported
 */
public record CompileResult(List<Diagnostic> diagnostics) {

    public CompileResult {
        diagnostics = List.copyOf(diagnostics);
    }

    /** True when no {@linkplain Diagnostic#isError() error} was reported. */
    public boolean succeeded() {
        return diagnostics.stream().noneMatch(Diagnostic::isError);
    }

    /** The errors only. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }
}
