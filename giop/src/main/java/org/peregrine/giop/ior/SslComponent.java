package org.peregrine.giop.ior;

import io.netty.buffer.Unpooled;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/**
 * The {@code TAG_SSL_SEC_TRANS} component of an IIOP profile, the convention of the OMG's
 * Security Service (module {@code SSLIOP}) that JacORB, omniORB and TAO use for IIOP over TLS:
 * the port of the server's TLS listener on the profile's host, and the protection it offers and
 * requires as {@code Security::AssociationOptions} bits. A server that accepts only TLS puts 0 as
 * the profile's own port.
 *
 * @param targetSupports the association options the target offers
 * @param targetRequires those it insists on; {@link #NO_PROTECTION} if it accepts plain text
 * @param port the TLS port, 1..65535
 */
public record SslComponent(int targetSupports, int targetRequires, int port) {

    /** Plain text accepted. */
    public static final int NO_PROTECTION = 0x01;
    public static final int INTEGRITY = 0x02;
    public static final int CONFIDENTIALITY = 0x04;
    /** The target proves who it is: its certificate. */
    public static final int ESTABLISH_TRUST_IN_TARGET = 0x20;
    /** The client proves who it is: its certificate. */
    public static final int ESTABLISH_TRUST_IN_CLIENT = 0x40;

    /** Whether the target accepts the IIOP profile's plain-text port too. */
    public boolean plainTextAccepted() {
        return (targetRequires & ~NO_PROTECTION) == 0;
    }

    /** The component data: an encapsulation of {@code struct SSL {ushort target_supports, target_requires, port}}. */
    public byte[] encode() {
        CdrWriter out = CdrWriter.encapsulation(8);
        out.writeShort((short) targetSupports);
        out.writeShort((short) targetRequires);
        out.writeShort((short) port);
        return out.toBytes();
    }

    public TaggedComponent toTaggedComponent() {
        return new TaggedComponent(TaggedComponent.TAG_SSL_SEC_TRANS, encode());
    }

    /** The component of {@code profile}, or {@code null} if it has none; a malformed one is INV_OBJREF. */
    public static SslComponent of(IiopProfile profile) {
        TaggedComponent component = profile.component(TaggedComponent.TAG_SSL_SEC_TRANS);
        return component == null ? null : decode(component.data());
    }

    /** Decodes component data; a malformed one is INV_OBJREF, as a malformed profile is. */
    public static SslComponent decode(byte[] data) {
        try {
            CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(data), GiopVersion.V1_2, CodeSets.DEFAULT);
            int supports = in.readShort() & 0xffff;
            int requires = in.readShort() & 0xffff;
            return new SslComponent(supports, requires, in.readShort() & 0xffff);
        } catch (SystemException e) {
            throw SystemExceptions.of(GiopMinor.BAD_IOR, CompletionStatus.COMPLETED_NO, e,
                    "SSL component: " + e.getMessage());
        }
    }
}
