package org.peregrine.giop.codeset;

import java.util.List;
import java.util.stream.Collectors;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;

/**
 * {@code CONV_FRAME::CodeSetComponent} (CORBA 3.0 §13.10.2.4): for char data or for wchar data,
 * the native code set of an ORB and the code sets it converts to and from, most preferred first.
 * A native code set of 0 names none.
 *
 * @param nativeCodeSet the native code set's OSF registry id
 * @param conversionCodeSets the conversion code sets' ids
 */
public record CodeSetComponent(int nativeCodeSet, List<Integer> conversionCodeSets) {

    public CodeSetComponent {
        conversionCodeSets = List.copyOf(conversionCodeSets);
    }

    /** Whether the ORB converts to and from {@code codeSet}. */
    public boolean converts(int codeSet) {
        return conversionCodeSets.contains(codeSet);
    }

    /** Whether the component names no code set at all: the ORB does not handle this kind of data. */
    public boolean namesNone() {
        return nativeCodeSet == 0 && conversionCodeSets.isEmpty();
    }

    void write(CdrWriter out) {
        out.writeLong(nativeCodeSet);
        out.writeLong(conversionCodeSets.size());
        for (int id : conversionCodeSets) {
            out.writeLong(id);
        }
    }

    static CodeSetComponent read(CdrReader in) {
        int nativeCodeSet = in.readLong();
        int[] conversion = new int[in.readSequenceLength(4)];
        in.readLongs(conversion, 0, conversion.length);
        return new CodeSetComponent(nativeCodeSet, java.util.Arrays.stream(conversion).boxed().toList());
    }

    /** E.g. {@code native 0x05010001, conversion [0x00010001]}. */
    @Override
    public String toString() {
        return "native " + hex(nativeCodeSet) + ", conversion "
                + conversionCodeSets.stream().map(CodeSetComponent::hex).collect(Collectors.joining(", ", "[", "]"));
    }

    static String hex(int codeSet) {
        return String.format("0x%08x", codeSet);
    }
}
