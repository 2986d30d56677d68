package org.peregrine.orb;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import org.peregrine.orb.spi.InitialService;

/**
 * The {@link InitialService}s on the class path of one ORB: looked up when the ORB is first asked
 * for its initial references, each object made when its name is first resolved and then kept.
 * The first service found for a name wins. Thread-safe.
 */
final class InitialServices {

    private final org.omg.CORBA.ORB orb;
    private volatile Map<String, InitialService> services;
    private final Map<String, org.omg.CORBA.Object> objects = new ConcurrentHashMap<>();

    InitialServices(org.omg.CORBA.ORB orb) {
        this.orb = orb;
    }

    /** The names the services answer to. */
    Collection<String> names() {
        return services().keySet();
    }

    /** The object of the service named {@code name}, or {@code null} if no service has that name. */
    org.omg.CORBA.Object resolve(String name) {
        InitialService service = services().get(name);
        return service == null ? null : objects.computeIfAbsent(name, unused -> service.create(orb));
    }

    private Map<String, InitialService> services() {
        Map<String, InitialService> loaded = services;
        if (loaded == null) {
            // two threads racing here load the same services; either result serves
            Map<String, InitialService> byName = new LinkedHashMap<>();
            ClassLoader loader = InitialServices.class.getClassLoader();
            for (InitialService service : ServiceLoader.load(InitialService.class, loader)) {
                byName.putIfAbsent(service.name(), service);
            }
            loaded = Collections.unmodifiableMap(byName);
            services = loaded;
        }
        return loaded;
    }
}
