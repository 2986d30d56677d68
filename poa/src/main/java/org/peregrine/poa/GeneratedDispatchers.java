package org.peregrine.poa;

import java.lang.reflect.InvocationTargetException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.peregrine.orb.spi.OperationDispatcher;

/**
 * Finds the dispatcher Peregrine's IDL backend generated for a servant's skeleton: for skeleton
 * {@code p.XPOA} (JacORB's mapping; a tie {@code XPOATie} extends it) the class {@code
 * p._XDispatcher}. Servants whose skeletons come from other compilers have none and go through
 * {@code _invoke}, and so does a servant that overrides {@code _invoke} itself: its override must
 * see every request. Looked up once per servant class.
 */
final class GeneratedDispatchers {

    private static final String SKELETON_SUFFIX = "POA";

    private static final ClassValue<OperationDispatcher> BY_SERVANT_CLASS = new ClassValue<>() {
        @Override
        protected OperationDispatcher computeValue(Class<?> servantClass) {
            for (Class<?> type = servantClass; type != null; type = type.getSuperclass()) {
                String name = type.getSimpleName();
                if (name.endsWith(SKELETON_SUFFIX) && name.length() > SKELETON_SUFFIX.length()) {
                    OperationDispatcher dispatcher = load(type, name.substring(0, name.length() - SKELETON_SUFFIX.length()));
                    if (dispatcher != null) {
                        return overridesInvoke(servantClass, type) ? null : dispatcher;
                    }
                }
            }
            return null;
        }
    };

    private GeneratedDispatchers() {
    }

    /**
     * The generated dispatcher for {@code servant}'s class, or the servant itself if it is its own
     * dispatcher (an RMI-IIOP tie, whose operations are known only at run time); else {@code null}.
     */
    static OperationDispatcher of(Object servant) {
        if (servant instanceof OperationDispatcher itself) {
            return itself;
        }
        return BY_SERVANT_CLASS.get(servant.getClass());
    }

    /** Whether a class below {@code skeleton} declares its own {@code _invoke}. */
    private static boolean overridesInvoke(Class<?> servantClass, Class<?> skeleton) {
        for (Class<?> type = servantClass; type != skeleton; type = type.getSuperclass()) {
            try {
                type.getDeclaredMethod("_invoke", String.class, InputStream.class, ResponseHandler.class);
                return true;
            } catch (NoSuchMethodException e) {
                // not here: look further up
            }
        }
        return false;
    }

    private static OperationDispatcher load(Class<?> skeleton, String interfaceName) {
        String packagePrefix = skeleton.getPackageName().isEmpty() ? "" : skeleton.getPackageName() + ".";
        try {
            Class<?> candidate = Class.forName(packagePrefix + "_" + interfaceName + "Dispatcher", true,
                    skeleton.getClassLoader());
            if (!OperationDispatcher.class.isAssignableFrom(candidate)) {
                return null;
            }
            return (OperationDispatcher) candidate.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException | NoSuchMethodException | InstantiationException | IllegalAccessException
                | InvocationTargetException | LinkageError e) {
            return null;
        }
    }
}
