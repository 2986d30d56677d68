package org.peregrine.rmi.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.peregrine.testsupport.rmi.RmiInterfaces;

/**
 * IDL operation names read back to methods, methods found by signature, the interface's
 * repository id, and what is not a remote interface. The names themselves are
 * {@link GlassFishNamesTest}'s.
 */
class IdlNamesTest {

    @Test
    void shouldReadEveryOperationNameBackToItsMethod() {
        for (Class<?> remote : RmiInterfaces.INTERFACES) {
            IdlNames names;
            try {
                names = IdlNames.of(remote);
            } catch (IllegalArgumentException rejected) {
                continue;
            }
            for (Method method : names.methods()) {
                assertEquals(Optional.of(method), names.method(names.idlName(method)), method.toString());
            }
        }
    }

    @Test
    void shouldReadAttributeOperationsBackToTheirAccessors() throws Exception {
        IdlNames names = IdlNames.of(RmiInterfaces.Accessors.class);
        assertEquals(RmiInterfaces.Accessors.class.getMethod("isOpen"), names.method("_get_open").orElseThrow());
        assertEquals(RmiInterfaces.Accessors.class.getMethod("setOpen", boolean.class),
                names.method("_set_open").orElseThrow());
        assertEquals(Optional.empty(), names.method("getCount"));
        assertEquals(Optional.empty(), names.method("_get_Count"));
        assertEquals(Optional.empty(), names.method("noSuchOperation"));
    }

    @Test
    void shouldFindAMethodBySignatureWhateverDeclaresIt() throws Exception {
        IdlNames names = IdlNames.of(RmiInterfaces.Diamond.class);
        assertEquals("shared", names.idlName(RmiInterfaces.Base.class.getMethod("shared", int.class)));
        assertEquals("shared", names.idlName(RmiInterfaces.Other.class.getMethod("shared", int.class)));
        Object proxy = Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {RmiInterfaces.Diamond.class}, (self, method, args) -> null);
        assertEquals("other", names.idlName(proxy.getClass().getMethod("other")));
        assertEquals("echo_", IdlNames.of(Echo.class).idlName(EchoImpl.class.getMethod("echo", String.class)));
        assertThrows(IllegalArgumentException.class, () -> names.idlName(Object.class.getMethod("hashCode")));
    }

    /**
     * §1.3.2.9 for a top-level interface; CORBA objects (§1.3.8) and IDL entities, boxed (§1.3.9), as
     * parameters: the names the GlassFish ORB gives (checked with it by hand: test-support, which
     * vector-capture reads, has no OMG API).
     */
    @Test
    void shouldNameOperationsLikeTheirInterfaceAndCorbaTypes() throws Exception {
        IdlNames names = IdlNames.of(Echo.class);
        assertEquals("echo_", names.idlName(Echo.class.getMethod("echo", String.class)));
        assertEquals("take__Object", names.idlName(Echo.class.getMethod("take", org.omg.CORBA.Object.class)));
        assertEquals("take__org_omg_boxedRMI_seq1_Object",
                names.idlName(Echo.class.getMethod("take", org.omg.CORBA.Object[].class)));
        assertEquals("take__org_omg_boxedIDL_org_omg_CORBA_Any",
                names.idlName(Echo.class.getMethod("take", Any.class)));
        assertEquals("take__org_omg_boxedRMI_org_omg_boxedIDL_org_omg_CORBA_seq2_Any",
                names.idlName(Echo.class.getMethod("take", Any[][].class)));
    }

    @Test
    void shouldGiveTheInterfaceItsRmiRepositoryId() {
        assertEquals("RMI:org.peregrine.testsupport.rmi.RmiInterfaces\\U0024Plain:0000000000000000",
                IdlNames.of(RmiInterfaces.Plain.class).repositoryId());
        assertEquals("RMI:org.peregrine.rmi.idl.Echo:0000000000000000", IdlNames.of(Echo.class).repositoryId());
    }

    @Test
    void shouldRejectWhatIsNotAnRmiIdlRemoteInterface() {
        assertThrows(IllegalArgumentException.class, () -> IdlNames.of(EchoImpl.class));
        assertThrows(IllegalArgumentException.class, () -> IdlNames.of(Callable.class));
        assertThrows(IllegalArgumentException.class, () -> IdlNames.of(ObjectConstant.class));
        assertThrows(IllegalArgumentException.class, () -> IdlNames.of(RemoteExceptionType.class));
        assertTrue(IdlNames.of(Remote.class).methods().isEmpty());
    }

    @Test
    void shouldKeepOneMappingPerInterface() {
        assertSame(IdlNames.of(RmiInterfaces.Overloads.class), IdlNames.of(RmiInterfaces.Overloads.class));
    }

    static final class EchoImpl implements Echo {
        @Override
        public String echo(String text) {
            return text;
        }

        @Override
        public void take(org.omg.CORBA.Object object) {
        }

        @Override
        public void take(org.omg.CORBA.Object[] objects) {
        }

        @Override
        public void take(Any any) {
        }

        @Override
        public void take(Any[][] anys) {
        }
    }

    /** A constant neither primitive nor a String (§1.2.3 rule 6). */
    interface ObjectConstant extends Remote {
        Object LOCK = new Object();

        void call() throws RemoteException;
    }

    /** A checked exception that is no value, being Remote (§1.2.3 rule 4). */
    interface RemoteExceptionType extends Remote {
        void call() throws RemoteException, RemoteFailure;
    }

    static final class RemoteFailure extends Exception implements Remote {
        private static final long serialVersionUID = 1L;
    }
}
