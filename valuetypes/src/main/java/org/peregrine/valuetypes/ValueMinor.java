package org.peregrine.valuetypes;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** The minor codes of value encoding: the standard ones, then Peregrine's (from 0x100). */
public enum ValueMinor implements MinorCode {
    NO_FACTORY(Spec.omg(MARSHAL, 1, "Unable to locate a value factory for %s")),
    FACTORY_NOT_REGISTERED(Spec.omg(BAD_PARAM, 1, "No value factory registered for %s")),
    BAD_VALUE_TAG(peregrine(MARSHAL, 0x100, "Expected a value at offset %d, found 0x%08x")),
    BAD_INDIRECTION(peregrine(MARSHAL, 0x101, "Indirection at offset %d to offset %d, where no %s starts")),
    TOO_DEEP(peregrine(MARSHAL, 0x102, "Values nested more than %d deep (peregrine.values.maxDepth)")),
    BAD_END_TAG(peregrine(MARSHAL, 0x103, "End tag %d at offset %d inside a chunked value of nesting depth %d")),
    EXPECTED_CHUNK(peregrine(MARSHAL, 0x104, "Expected a chunk of value state at offset %d, found 0x%08x")),
    NO_TYPE_INFO(peregrine(MARSHAL, 0x105, "Value at offset %d has no repository id and none is expected here")),
    BAD_ID_LIST(peregrine(MARSHAL, 0x106, "Value at offset %d has a list of %d repository ids")),
    NOT_A_VALUE(peregrine(BAD_PARAM, 0x107, "%s is not a value type this ORB can marshal: %s")),
    NESTED_NOT_CHUNKED(peregrine(MARSHAL, 0x109, "Value at offset %d, nested in a chunked value, is %s")),
    STACK_EXHAUSTED(peregrine(MARSHAL, 0x10a, "The thread's stack ran out inside values nested at most %d deep:"
            + " give the calling thread a larger stack (-Xss, or the Thread constructor's stackSize; %d bytes"
            + " suffice for peregrine.values.maxDepth) or lower peregrine.values.maxDepth")),
    NEEDS_REFERENCE(peregrine(NO_IMPLEMENT, 0x10b, "%s on a value of %s used as an object: the operation needs"
            + " its object reference, from org.peregrine.poa.SupportingValues.reference(orb, value)")),
    CLASS_FAILED(peregrine(MARSHAL, 0x10c, "Class %s, found for a value type, cannot be loaded, initialized or"
            + " constructed: %s")),
    BAD_RMI_ID(peregrine(MARSHAL, 0x10d, "Repository id %s is not in the RMI hashed format: %s")),
    NOT_SERIALIZABLE(Spec.omg(BAD_PARAM, 6, "%s is not Serializable, so it cannot travel by value%s")),
    JAVA_WRITE_FAILED(peregrine(MARSHAL, 0x10f, "Writing a value of %s failed: %s")),
    JAVA_READ_FAILED(peregrine(MARSHAL, 0x110, "Reading a value of %s failed: %s")),
    CLASS_NOT_FOUND(peregrine(MARSHAL, 0x111, "Class %s of repository id %s is not found through the thread's"
            + " context class loader nor Peregrine's%s")),
    CLASS_MISMATCH(peregrine(MARSHAL, 0x112, "Repository id %s does not match the local class, %s: %s")),
    BAD_STREAM_FORMAT(peregrine(MARSHAL, 0x113, "Custom-marshaled value of %s has stream format version %d;"
            + " Peregrine reads 1 and 2")),
    NOT_EXPORTED(peregrine(BAD_PARAM, 0x114, "Remote object %s is not exported, so it has no object reference:"
            + " export it with PortableRemoteObject.exportObject")),
    NOT_REMOTE(peregrine(BAD_PARAM, 0x115, "%s is neither a java.rmi.Remote nor a CORBA object, so it cannot"
            + " travel as an object reference")),
    REJECTED_BY_FILTER(peregrine(MARSHAL, 0x116, "A value of class %s (%s) is rejected by the deserialization"
            + " filter: %s")),
    BAD_CODEBASE(peregrine(MARSHAL, 0x117, "Codebase \"%s\" of a value of %s is not a list of URLs: %s")),
    STATE_READ_FAILED(peregrine(MARSHAL, 0x118, "Reading the state of a value of %s failed: %s"));

    private final Spec spec;

    ValueMinor(Spec spec) {
        this.spec = spec;
    }

    private static Spec peregrine(SystemExceptionKind kind, int minor, String format) {
        return Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
