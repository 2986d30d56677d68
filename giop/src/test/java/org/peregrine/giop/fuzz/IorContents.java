package org.peregrine.giop.fuzz;

import java.util.HexFormat;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.codeset.CodeSetNegotiation;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.giop.ior.TaggedProfile;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * What a client decodes of an IOR before it calls the object: the IIOP profile, and the code
 * sets its component advertises, negotiated against a Peregrine client's; described as text, a
 * documented failure included, for fuzz tests that compare two decodings.
 */
final class IorContents {

    private static final HexFormat HEX = HexFormat.of();
    private static final CodeSetComponentInfo CLIENT = CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8);

    private IorContents() {
    }

    static String describe(Ior ior) {
        StringBuilder text = new StringBuilder(ior.typeId());
        for (TaggedProfile profile : ior.profiles()) {
            text.append(" [").append(profile.tag()).append(' ').append(HEX.formatHex(profile.data())).append(']');
        }
        try {
            IiopProfile iiop = ior.iiopProfile();
            if (iiop != null) {
                text.append(" = ").append(describe(iiop));
            }
        } catch (SystemException e) {
            text.append(" failed: ").append(DocumentedFailure.described(e));
        }
        return text.toString();
    }

    /** The profile's fields; its code sets negotiated, if it has a component for them. */
    static String describe(IiopProfile profile) {
        StringBuilder text = new StringBuilder().append(profile.major()).append('.').append(profile.minor()).append(' ')
                .append(profile.host()).append(':').append(profile.port()).append(' ')
                .append(HEX.formatHex(profile.objectKey()));
        for (TaggedComponent component : profile.components()) {
            text.append(" {").append(component.tag()).append(' ').append(HEX.formatHex(component.data())).append('}');
        }
        TaggedComponent codeSets = profile.component(TaggedComponent.TAG_CODE_SETS);
        if (codeSets != null) {
            try {
                CodeSetComponentInfo server = CodeSetComponentInfo.decode(codeSets.data());
                text.append(" code sets ").append(server).append(" -> ")
                        .append(CodeSetNegotiation.negotiate(CLIENT, server));
            } catch (SystemException e) {
                text.append(" code sets failed: ").append(DocumentedFailure.described(e));
            }
        }
        return text.toString();
    }
}
