package org.peregrine.giop.error;

/**
 * One entry of a minor-code catalog: which system exception it goes with, its 32-bit value on
 * the wire (vendor minor code set id in the high 20 bits, CORBA 3.0 §4.12.3), and a message
 * template for {@link String#format}.
 */
public interface MinorCode {

    /** The OMG vendor minor code set id: standard minor codes (CORBA 3.0 §4.12.3). */
    int OMG_VMCID = 0x4f4d0000;

    /**
     * Peregrine's vendor minor code set id ("PG" in the high bytes). It is not assigned by the
     * OMG; peers print it as an unknown vendor's code, which is what it is.
     */
    int PEREGRINE_VMCID = 0x50470000;

    /** The system exception this code is raised with. */
    SystemExceptionKind kind();

    /** The minor code as sent on the wire. */
    int value();

    /** The message template; arguments are supplied when the exception is made. */
    String format();
}
