package org.peregrine.interop.rmi;

/**
 * A checked exception with fields of its own. It maps to the IDL exception {@code
 * ExchangeRefusedEx}, whose one member is this class as a value type (Java Language to IDL
 * Mapping §1.3.7), so its fields travel with it as a value's state does.
 */
public final class ExchangeRefused extends Exception {

    private static final long serialVersionUID = 1L;

    private final int code;
    private final String reason;

    public ExchangeRefused(int code, String reason) {
        super("refused " + code + ": " + reason);
        this.code = code;
        this.reason = reason;
    }

    public int code() {
        return code;
    }

    public String reason() {
        return reason;
    }
}
