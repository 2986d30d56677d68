package org.peregrine.orb.stream;

import java.util.List;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.giop.message.ServiceContext;

/**
 * Which RMI-IIOP custom stream format a stream's Java values are written in (Java Language to IDL
 * Mapping §1.4.10): format 2 only towards a peer that says it reads it, as the GlassFish ORB
 * decides, else format 1. A server says so in the IORs of RMI-IIOP objects
 * (TAG_RMI_CUSTOM_MAX_STREAM_FORMAT), a client in each request to such an object
 * (RMICustomMaxStreamFormat context), and the reply follows the request.
 */
public final class RmiStreamFormats {

    /** The highest format Peregrine reads and writes. */
    public static final byte MAX = 2;
    private static final String RMI_PREFIX = "RMI:";
    /** The encapsulation of one octet, {@link #MAX}, that the component and the context carry. */
    private static final byte[] ENCODED_MAX = {0, MAX};

    /** The component of an RMI-IIOP object's IOR: it reads format 2. */
    public static final TaggedComponent COMPONENT =
            new TaggedComponent(TaggedComponent.TAG_RMI_CUSTOM_MAX_STREAM_FORMAT, ENCODED_MAX);
    private RmiStreamFormats() {
    }

    /** Whether an object of type {@code typeId} is an RMI-IIOP object, whose IOR says which format it reads. */
    public static boolean isRmiType(String typeId) {
        return typeId.startsWith(RMI_PREFIX);
    }

    /** The format requests to the object of {@code profile} are written in. */
    public static byte towards(IiopProfile profile) {
        TaggedComponent component = profile.component(TaggedComponent.TAG_RMI_CUSTOM_MAX_STREAM_FORMAT);
        return component == null ? 1 : format(component.data());
    }

    /** The format the reply to a request with {@code contexts} is written in. */
    public static byte replyingTo(List<ServiceContext> contexts) {
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per reply
            ServiceContext context = contexts.get(i);
            if (context.id() == ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT) {
                return format(context.data());
            }
        }
        return 1;
    }

    /**
     * Whether a request's contexts come from an RMI-IIOP peer: one that says which stream format
     * it reads, or names its SendingContext {@code CodeBase}.
     */
    public static boolean fromRmiPeer(List<ServiceContext> contexts) {
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per reply
            int id = contexts.get(i).id();
            if (id == ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT || id == ServiceContext.SENDING_CONTEXT_RUN_TIME) {
                return true;
            }
        }
        return false;
    }

    /** The format an encapsulated octet names, at most {@link #MAX}; 1 if it is malformed. */
    private static byte format(byte[] encapsulation) {
        if (encapsulation.length < 2) {
            return 1;
        }
        byte version = encapsulation[1];
        return version >= MAX ? MAX : 1;
    }
}
