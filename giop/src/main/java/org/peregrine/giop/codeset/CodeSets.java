package org.peregrine.giop.codeset;

import java.util.Objects;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * The transmission code sets a stream reads and writes text in (CORBA 3.0 §13.10.2), and how they
 * came to be, which decides what text they cannot carry raises.
 *
 * @param charSet the transmission code set for {@code char} and {@code string}
 * @param wcharSet the transmission code set for {@code wchar} and {@code wstring}, or {@code null}
 *     where none was negotiated: wide data then raises {@link #wcharRefusal what the basis says}
 * @param basis how the code sets came to be
 */
public record CodeSets(CharCodeSet charSet, WcharCodeSet wcharSet, Basis basis) {

    /**
     * How the code sets of a stream came to be. A side that has no wchar code set refuses wide
     * data with the exception CORBA prescribes for its situation (§13.10.2.6 and the standard
     * minor codes); and in GIOP 1.0, which has no wide data at all, with MARSHAL minor 5 for data a
     * client sends, 6 for data a server returns.
     */
    public enum Basis {
        /** Chosen by this ORB for octets no connection negotiated: IORs, {@code ORB.create_output_stream}. */
        LOCAL(false, OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, null),
        /** A client's, negotiated with the server's {@code TAG_CODE_SETS} component. */
        CLIENT_NEGOTIATED(false, OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, OmgMinor.INV_OBJREF_NO_WCHAR_CODE_SET),
        /**
         * A client's, for a server whose IOR has no code set component (which an IIOP 1.0 profile
         * cannot have): ISO 8859-1 and no wide data.
         */
        CLIENT_WITHOUT_COMPONENT(false, OmgMinor.BAD_PARAM_ISO_8859_1_ONLY, OmgMinor.INV_OBJREF_NO_CODE_SETS_COMPONENT),
        /** A server's, from the client's CodeSets context. */
        SERVER_NEGOTIATED(true, OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT),
        /** A server's, on a connection no CodeSets context has come on yet: ISO 8859-1 and no wide data. */
        SERVER_WITHOUT_CONTEXT(true, OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT);

        private final boolean server;
        private final MinorCode charRefusal;
        private final MinorCode wcharRefusal;

        Basis(boolean server, MinorCode charRefusal, MinorCode wcharRefusal) {
            this.server = server;
            this.charRefusal = charRefusal;
            this.wcharRefusal = wcharRefusal;
        }

        /** Whether streams of this basis belong to the server side of a connection. */
        public boolean server() {
            return server;
        }
    }

    /** For octets no connection negotiated, such as IORs and their components, whose text is ASCII. */
    public static final CodeSets DEFAULT = new CodeSets(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16);

    /** A client's, for a server whose IOR names no code sets, or over GIOP 1.0. */
    public static final CodeSets CLIENT_WITHOUT_COMPONENT =
            new CodeSets(CharCodeSet.ISO_8859_1, null, Basis.CLIENT_WITHOUT_COMPONENT);

    /** A server's, until a CodeSets context comes on the connection. */
    public static final CodeSets SERVER_WITHOUT_CONTEXT =
            new CodeSets(CharCodeSet.ISO_8859_1, null, Basis.SERVER_WITHOUT_CONTEXT);

    public CodeSets {
        Objects.requireNonNull(charSet, "charSet");
        Objects.requireNonNull(basis, "basis");
        if (wcharSet == null && basis.wcharRefusal == null) {
            throw new IllegalArgumentException(basis + " code sets need a wchar code set");
        }
    }

    /** Code sets this ORB chose for octets no connection negotiated ({@link Basis#LOCAL}). */
    public CodeSets(CharCodeSet charSet, WcharCodeSet wcharSet) {
        this(charSet, wcharSet, Basis.LOCAL);
    }

    /** A client's negotiated code sets; {@code wcharSet} {@code null} where the server names none. */
    public static CodeSets negotiatedByClient(CharCodeSet charSet, WcharCodeSet wcharSet) {
        return new CodeSets(charSet, wcharSet, Basis.CLIENT_NEGOTIATED);
    }

    /** A server's code sets from a client's context; {@code wcharSet} {@code null} where it named none. */
    public static CodeSets fromContext(CharCodeSet charSet, WcharCodeSet wcharSet) {
        return new CodeSets(charSet, wcharSet, Basis.SERVER_NEGOTIATED);
    }

    /**
     * What a character the char code set cannot carry raises: DATA_CONVERSION minor 1; BAD_PARAM
     * minor 42 for a client whose server's IOR names no code sets (so ISO 8859-1 is all it has).
     * Its message takes the character (or octets) and the code set.
     */
    public MinorCode charRefusal() {
        return basis.charRefusal;
    }

    /**
     * What wide data raises in a stream of {@code version} that this side {@code writes} (or
     * reads), or {@code null} if it may travel.
     */
    public MinorCode wcharRefusal(GiopVersion version, boolean writes) {
        if (version == GiopVersion.V1_0) {
            boolean sentByClient = writes != basis.server;
            return sentByClient ? OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT : OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER;
        }
        return wcharSet == null ? basis.wcharRefusal : null;
    }

    /** Whether both say the same code sets, whatever their basis: what a CodeSets context carries. */
    public boolean sameSets(CodeSets other) {
        return charSet == other.charSet && wcharSet == other.wcharSet;
    }
}
