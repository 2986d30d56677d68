package org.peregrine.orb.client;

import java.util.List;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.codeset.CodeSetContext;
import org.peregrine.giop.codeset.CodeSetNegotiation;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.ServiceContext;

/**
 * The code sets of one client connection (CORBA 3.0 §13.10.2.6): negotiated at the first request
 * whose target's IOR has a code set component, they hold for the connection from then on. A
 * request before that, to a target whose IOR has none (a corbaloc reference, say), and any GIOP
 * 1.0 request that comes first, go in ISO 8859-1 without wide data.
 *
 * <p>Requests carry the CodeSets context until a reply shows that the server has read one: a
 * server reads the request headers of a connection in order, so once it has answered a request
 * that carried the context, every later request reaches it after that one. Before, a request of
 * another thread may overtake the first one carrying the context, so it carries the context too.
 * GIOP 1.0 has no code set negotiation: its requests carry none.
 */
final class ClientCodeSets {

    /** The code sets a request is written in (and its reply read in), and the contexts telling the server. */
    record ForRequest(CodeSets codeSets, List<ServiceContext> contexts) {

        boolean carriesContext() {
            return !contexts.isEmpty();
        }

        ForRequest withoutContext() {
            return carriesContext() ? new ForRequest(codeSets, List.of()) : this;
        }
    }

    private static final ForRequest WITHOUT_COMPONENT = new ForRequest(CodeSets.CLIENT_WITHOUT_COMPONENT, List.of());

    private final CodeSetComponentInfo own;
    /** {@code null} until negotiated; then with the context until a reply acknowledged it. */
    private volatile ForRequest current;

    /** @param own this ORB's native and conversion code sets as a client */
    ClientCodeSets(CodeSetComponentInfo own) {
        this.own = own;
    }

    /**
     * The code sets for a request of {@code version} to a target whose IOR has {@code target}'s
     * code set component, or none ({@code null}); negotiating them if this is the first.
     *
     * @throws org.omg.CORBA.CODESET_INCOMPATIBLE (minor 1) where the negotiation fails
     */
    ForRequest forRequest(CodeSetComponentInfo target, GiopVersion version) {
        ForRequest chosen = current;
        if (chosen == null) {
            if (target == null || version == GiopVersion.V1_0) {
                return WITHOUT_COMPONENT;
            }
            chosen = negotiate(target);
        }
        return version == GiopVersion.V1_0 ? chosen.withoutContext() : chosen;
    }

    private synchronized ForRequest negotiate(CodeSetComponentInfo target) {
        if (current == null) {
            CodeSets negotiated = CodeSetNegotiation.negotiate(own, target);
            current = new ForRequest(negotiated,
                    List.of(new ServiceContext(ServiceContext.CODE_SETS, CodeSetContext.encode(negotiated))));
        }
        return current;
    }

    /** A reply came to a request sent with {@code sent}: if that carried the context, the server has it. */
    void replied(ForRequest sent) {
        if (sent.carriesContext()) {
            current = sent.withoutContext();
        }
    }
}
