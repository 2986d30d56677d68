package org.peregrine.interop.matrix;

import java.util.stream.Collectors;

/**
 * The assertion message of a failed client run, the conformance client's or the RMI-IIOP
 * client's: the lines that explain the failure ({@code FAIL}, {@code XPASS}, {@code SUMMARY})
 * first, so that they need no search through the full output that follows.
 */
public final class ClientFailureReport {

    private ClientFailureReport() {
    }

    public static String of(String output) {
        String failures = output.lines()
                .filter(line -> line.startsWith("FAIL ") || line.startsWith("XPASS ") || line.startsWith("SUMMARY "))
                .collect(Collectors.joining(System.lineSeparator()));
        return "client failed:" + System.lineSeparator() + failures + System.lineSeparator()
                + "----- full client output -----" + System.lineSeparator() + output;
    }
}
