package org.peregrine.giop.codeset;

/**
 * The transmission code sets in force on a connection. Until negotiated, char data is ISO 8859-1
 * and wchar data is not allowed in GIOP 1.0 and defaults to UTF-16 later (CORBA 3.0 §13.10.2.6
 * leaves wchar without negotiation an error; Peregrine, like JacORB and the GlassFish ORB,
 * accepts UTF-16 from GIOP 1.1 on).
 *
 * @param charSet the transmission code set for {@code char} and {@code string}
 * @param wcharSet the transmission code set for {@code wchar} and {@code wstring}, or
 *     {@code null} if wide characters may not be sent
 */
public record CodeSets(CharCodeSet charSet, WcharCodeSet wcharSet) {

    /** The code sets assumed before negotiation. */
    public static final CodeSets DEFAULT = new CodeSets(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16);
}
