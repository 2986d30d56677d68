package org.peregrine.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * One execution of a program's picocli command line with its standard output and error
 * captured, for the tests of the programs' usage: a usage error is exit status 2, the problem
 * first, then the usage, and no stack trace.
 *
 * @param status the exit status {@link CommandLine#execute} returned
 */
public record CommandLineRun(int status, String out, String err) {

    /** Executes {@code commandLine} with {@code args}, capturing what it prints. */
    public static CommandLineRun execute(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
        int status = commandLine.execute(args);
        return new CommandLineRun(status, out.toString(), err.toString());
    }

    /** Asserts a usage error whose message starts with {@code problem}. */
    public void assertUsageError(String problem) {
        assertEquals(2, status, err);
        assertTrue(err.startsWith(problem), err);
        assertTrue(err.contains("Usage: "), err);
        assertFalse(err.contains("\tat "), () -> "a stack trace: " + err);
    }
}
