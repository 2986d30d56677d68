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

    /** The entry's data: every catalog enum holds one and answers the accessors from it. */
    Spec spec();

    /** The system exception this code is raised with. */
    default SystemExceptionKind kind() {
        return spec().kind();
    }

    /** The minor code as sent on the wire. */
    default int value() {
        return spec().value();
    }

    /** The message template; arguments are supplied when the exception is made. */
    default String format() {
        return spec().format();
    }

    /**
     * A catalog entry's data.
     *
     * @param kind the system exception it is raised with
     * @param value the minor code on the wire, vendor id included
     * @param format the message template
     */
    record Spec(SystemExceptionKind kind, int value, String format) {

        /** A standard code: the OMG vendor id and {@code minor}. */
        public static Spec omg(SystemExceptionKind kind, int minor, String format) {
            return new Spec(kind, OMG_VMCID | minor, format);
        }

        /** One of Peregrine's codes: its vendor id and {@code minor}. */
        public static Spec peregrine(SystemExceptionKind kind, int minor, String format) {
            return new Spec(kind, PEREGRINE_VMCID | minor, format);
        }
    }
}
