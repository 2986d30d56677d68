package org.peregrine.orb.client;

import java.util.Arrays;
import java.util.function.Consumer;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.Policy;
import org.omg.CORBA.SetOverrideType;
import org.omg.CORBA.Request;
import org.omg.CORBA.TRANSIENT;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.RemarshalException;
import org.omg.CORBA.portable.ServantObject;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.giop.message.TargetAddress;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.policy.ClientPolicies;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.spi.SizedRequests;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.RmiStreamFormats;

/**
 * The client side of an object reference (IDL-to-Java §1.21.6): builds requests for the stub,
 * sends them, and interprets replies, following LOCATION_FORWARD. One per reference; thread-safe.
 */
public final class ClientDelegate extends org.omg.CORBA_2_3.portable.Delegate implements SizedRequests {

    private static final String OBJECT_ID = "IDL:omg.org/CORBA/Object:1.0";

    private final ClientContext context;
    private final Ior ior;
    /** The IIOP profile of {@link #ior}, decoded once: identity and hashing compare it. */
    private final IiopProfile profile;
    /** The policy overrides of this reference ({@code _set_policy_override}), over its thread's and ORB's. */
    private final ClientPolicies overrides;
    private volatile Target target;

    /**
     * Where requests go now: the IOR's profile, or the one a LOCATION_FORWARD named; {@code
     * endpoint} (the key of its connection) and {@code address} (the request header's target)
     * are made once rather than per call.
     */
    private record Target(Ior ior, IiopProfile profile, CodeSetComponentInfo codeSets, Endpoint endpoint,
            TargetAddress.Key address, byte rmiStreamFormat) {

        static Target of(Ior ior, ClientChannels channels) {
            IiopProfile profile = ior.iiopProfile();
            if (profile == null) {
                throw SystemExceptions.of(GiopMinor.NO_IIOP_PROFILE, CompletionStatus.COMPLETED_NO, ior.typeId());
            }
            TaggedComponent component = profile.component(TaggedComponent.TAG_CODE_SETS);
            return new Target(ior, profile, component == null ? null : CodeSetComponentInfo.decode(component.data()),
                    channels.endpointOf(profile), new TargetAddress.Key(profile.objectKey()),
                    RmiStreamFormats.towards(profile));
        }
    }

    public ClientDelegate(ClientContext context, Ior ior) {
        this(context, ior, ClientPolicies.NONE);
    }

    private ClientDelegate(ClientContext context, Ior ior, ClientPolicies overrides) {
        this.context = context;
        this.ior = ior;
        this.overrides = overrides;
        this.target = Target.of(ior, context.channels());
        this.profile = target.profile();
    }

    /** The IOR this reference was made from. */
    public Ior ior() {
        return ior;
    }

    @Override
    public OutputStream request(org.omg.CORBA.Object self, String operation, boolean responseExpected) {
        return request(self, operation, responseExpected, 0);
    }

    /**
     * Starts a request whose body is estimated at {@code bodySizeHint} octets (the stubs of
     * Peregrine's IDL compiler estimate it from the arguments): one estimated above the fragment
     * size starts in a buffer big enough for all of it, so it leaves without fragments.
     */
    @Override
    public OutputStream request(org.omg.CORBA.Object self, String operation, boolean responseExpected,
            int bodySizeHint) {
        context.checkActive();
        CallTimeouts timeouts = CallTimeouts.startingNow(overrides.over(context.policies()));
        Target current = target;
        IiopProfile profile = current.profile();
        ClientChannel channel = context.channels().get(current.endpoint(), timeouts);
        byte rmiStreamFormat = current.rmiStreamFormat();
        CdrOutputStream body = channel.newRequest(current.address(), operation, responseExpected,
                profile.giopVersion(), current.codeSets(), bodySizeHint, rmiStreamFormat != 1, timeouts).body();
        if (rmiStreamFormat != 1) {
            body.rmiStreamFormat(rmiStreamFormat);
        }
        return body;
    }

    @Override
    public InputStream invoke(org.omg.CORBA.Object self, OutputStream output)
            throws ApplicationException, RemarshalException {
        ClientRequest request = (ClientRequest) ((CdrOutputStream) output).owner();
        ReceivedReply reply;
        try {
            reply = request.channel().send(request);
        } catch (TRANSIENT closed) {
            if (closed.minor == GiopMinor.CONNECTION_CLOSED_BY_PEER.value() && request.channel().hasReplied()) {
                // the server closed a connection it had served, idle to it, without running the
                // request (CloseConnection): the stub sends it again, on a new connection
                throw new RemarshalException();
            }
            throw closed;
        }
        if (reply == null) {
            return null;
        }
        return interpret(reply);
    }

    /**
     * Sends a request started by {@link #request} without waiting for its reply, which the
     * returned call polls or awaits (the DII's {@code send_deferred}).
     */
    public DeferredCall invokeDeferred(OutputStream output) {
        ClientRequest request = (ClientRequest) ((CdrOutputStream) output).owner();
        return new DeferredCall(this, request.channel(), request.channel().sendDeferred(request), request.codeSets());
    }

    /** What a reply means to the caller: its result stream, a user exception, or a forward. */
    InputStream interpret(ReceivedReply reply) throws ApplicationException, RemarshalException {
        return Replies.interpret(reply, context.streams(), this::forward);
    }

    private void forward(Ior forwarded) {
        target = Target.of(forwarded, context.channels());
    }

    @Override
    public void releaseReply(org.omg.CORBA.Object self, InputStream input) {
        if (input instanceof CdrInputStream stream) {
            stream.release();
        }
    }

    @Override
    public boolean is_a(org.omg.CORBA.Object self, String repositoryId) {
        if (repositoryId.equals(ior.typeId()) || OBJECT_ID.equals(repositoryId)) {
            return true;
        }
        return callBuiltin(self, "_is_a", output -> output.write_string(repositoryId));
    }

    @Override
    public boolean non_existent(org.omg.CORBA.Object self) {
        try {
            return callBuiltin(self, "_non_existent", output -> { });
        } catch (OBJECT_NOT_EXIST e) {
            return true;
        }
    }

    /** Calls one of the operations every object has (CORBA 3.0 §15.4.2.1) returning a boolean. */
    private boolean callBuiltin(org.omg.CORBA.Object self, String operation, Consumer<OutputStream> arguments) {
        while (true) {
            InputStream input = null;
            try {
                OutputStream output = request(self, operation, true);
                arguments.accept(output);
                input = invoke(self, output);
                return input.read_boolean();
            } catch (RemarshalException e) {
                // forwarded: try the new target
            } catch (ApplicationException e) {
                throw SystemExceptions.of(OmgMinor.UNKNOWN_USER_EXCEPTION, CompletionStatus.COMPLETED_YES, e.getId());
            } finally {
                releaseReply(self, input);
            }
        }
    }

    /**
     * Asks the server where the object is with a LocateRequest (CORBA 3.0 §15.4.5), following
     * forwards.
     *
     * @return whether the object exists
     */
    public boolean locate() {
        context.checkActive();
        Target current = target;
        IiopProfile profile = current.profile();
        ReceivedReply reply = context.channels().get(current.endpoint())
                .locate(current.address(), profile.giopVersion());
        try {
            return switch (reply.locateStatus()) {
                case OBJECT_HERE -> true;
                case UNKNOWN_OBJECT -> false;
                case OBJECT_FORWARD, OBJECT_FORWARD_PERM -> {
                    Replies.alignBody(reply.body());
                    forward(IorCodec.read(reply.body()));
                    yield true;
                }
                case LOC_SYSTEM_EXCEPTION -> throw Replies.readSystemException(reply.body());
                case LOC_NEEDS_ADDRESSING_MODE -> throw SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED,
                        CompletionStatus.COMPLETED_NO, "Addressing modes other than the object key");
            };
        } finally {
            reply.message().release();
        }
    }

    @Override
    public boolean is_equivalent(org.omg.CORBA.Object self, org.omg.CORBA.Object other) {
        if (self == other) {
            return true;
        }
        if (!(other instanceof org.omg.CORBA.portable.ObjectImpl impl)
                || !(impl._get_delegate() instanceof ClientDelegate that)) {
            return false;
        }
        IiopProfile mine = profile;
        IiopProfile theirs = that.profile;
        return mine.port() == theirs.port() && mine.host().equalsIgnoreCase(theirs.host())
                && Arrays.equals(mine.objectKey(), theirs.objectKey());
    }

    @Override
    public int hash(org.omg.CORBA.Object self, int maximum) {
        int hash = 31 * Arrays.hashCode(profile.objectKey()) + profile.port();
        return (int) ((hash & 0xffffffffL) % ((long) maximum + 1));
    }

    @Override
    public org.omg.CORBA.Object duplicate(org.omg.CORBA.Object self) {
        return self;
    }

    @Override
    public void release(org.omg.CORBA.Object self) {
        // references are garbage collected; connections are shared and outlive them
    }

    /**
     * A new reference to the same object whose calls run under {@code policies}, added to this
     * reference's overrides or in their place (CORBA 3.0 §4.3.9.1); they take precedence over the
     * calling thread's ({@code PolicyCurrent}) and the ORB's ({@code ORBPolicyManager}). Only the
     * relative timeouts are taken: another policy is NO_PERMISSION.
     */
    @Override
    public org.omg.CORBA.Object set_policy_override(org.omg.CORBA.Object self, Policy[] policies,
            SetOverrideType setAdd) {
        short[] refused = ClientPolicies.refused(policies);
        if (refused.length > 0) {
            throw SystemExceptions.of(OrbMinor.POLICY_NOT_OVERRIDABLE, CompletionStatus.COMPLETED_NO,
                    policies[refused[0]].policy_type());
        }
        ObjectImpl copy = new GenericReference(ior.typeId());
        copy._set_delegate(new ClientDelegate(context, ior, overrides.override(policies, setAdd)));
        return copy;
    }

    /**
     * The policy of {@code policyType} in effect for calls on this reference: its own override,
     * else its thread's, else its ORB's; INV_POLICY if none is set.
     */
    @Override
    public Policy get_policy(org.omg.CORBA.Object self, int policyType) {
        Policy policy = overrides.over(context.policies()).get(policyType);
        if (policy == null) {
            throw SystemExceptions.of(OrbMinor.NO_POLICY, CompletionStatus.COMPLETED_NO, policyType);
        }
        return policy;
    }

    @Override
    public org.omg.CORBA.Object get_interface_def(org.omg.CORBA.Object self) {
        throw SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED, CompletionStatus.COMPLETED_NO, "get_interface_def");
    }

    /** A DII request (CORBA 3.0 §7.2) for {@code operation} without arguments yet. */
    @Override
    public Request request(org.omg.CORBA.Object self, String operation) {
        return context.createRequest(this, self, null, operation, null, null, null, null);
    }

    @Override
    public Request create_request(org.omg.CORBA.Object self, Context ctx, String operation, NVList args,
            NamedValue result) {
        return context.createRequest(this, self, ctx, operation, args, result, null, null);
    }

    @Override
    public Request create_request(org.omg.CORBA.Object self, Context ctx, String operation, NVList args,
            NamedValue result, ExceptionList exceptions, ContextList contexts) {
        return context.createRequest(this, self, ctx, operation, args, result, exceptions, contexts);
    }

    @Override
    public org.omg.CORBA.ORB orb(org.omg.CORBA.Object self) {
        return context.streams().orb();
    }

    /**
     * Whether the target is served by this ORB: then the stub calls the servant directly through
     * {@link #servant_preinvoke} (Java objects passed as they are, no copy: the standard local
     * call semantics, IDL-to-Java §1.21.6.1).
     */
    @Override
    public boolean is_local(org.omg.CORBA.Object self) {
        if (context.declinedCollocations().takeBack(this)) {
            return false;
        }
        return collocatedAdapter() != null;
    }

    private ObjectAdapter collocatedAdapter() {
        Endpoint endpoint = target.endpoint();
        return context.collocatedAdapter(endpoint.host(), endpoint.port());
    }

    @Override
    public ServantObject servant_preinvoke(org.omg.CORBA.Object self, String operation, Class expectedType) {
        ObjectAdapter adapter = collocatedAdapter();
        ServantObject call = adapter == null ? null : adapter.preinvoke(target.profile().objectKey(), operation,
                expectedType);
        if (call == null) {
            context.declinedCollocations().decline(this);
        }
        return call;
    }

    /** Ends the collocated call, also if the ORB stopped listening meanwhile. */
    @Override
    public void servant_postinvoke(org.omg.CORBA.Object self, ServantObject servant) {
        context.adapter().postinvoke(servant);
    }

    @Override
    public String toString(org.omg.CORBA.Object self) {
        return IorCodec.toString(ior);
    }

    @Override
    public int hashCode(org.omg.CORBA.Object self) {
        return hash(self, Integer.MAX_VALUE);
    }

    @Override
    public boolean equals(org.omg.CORBA.Object self, java.lang.Object other) {
        return other instanceof org.omg.CORBA.Object object && is_equivalent(self, object);
    }
}
